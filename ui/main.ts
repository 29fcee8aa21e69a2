import './components/svc-app.ts';
