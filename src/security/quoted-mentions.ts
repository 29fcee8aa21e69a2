/**
 * Attack phrases quoted in order to talk about them ("attackers write things like 'ignore previous
 * instructions'; how do filters detect that?"). Security questions, training material and support
 * chats quote attacks all the time; reporting each as an injection makes the scanner useless for
 * them. A match counts as a mention when it lies wholly inside a quotation and the text outside
 * every quotation names the attack as such (injection, jailbreak, attack, ... in the four
 * languages), without denying it ("this is not an attack: '...'"). A mention is treated like a
 * weak cue: it never makes a detection on its own, but it still counts next to an unquoted match.
 */

/** Opening quote → its closing quotes. Straight single quotes are handled apart (apostrophes). */
const CLOSERS: Record<string, string> = {
  '"': '"',
  '\u201c': '\u201d\u201c"', // “…” (and “…“ or “…" as keyboards and autocorrect leave them)
  '\u201e': '\u201c\u201d"', // „…“ German (and „…" typed with a straight close)
  '\u00ab': '\u00bb', // «…» French, Spanish
  '\u2018': '\u2019', // ‘…’
  '`': '`',
  '\u300c': '\u300d', // 「…」 Japanese
  '\u300e': '\u300f', // 『…』
  "'": "'",
};
/** The longest quotation considered; a longer one is a passage, not a quoted phrase. */
const MAX_QUOTE = 400;
/**
 * Only texts up to this long are read for mentions: questions and notes that quote an attack are
 * short, and the bound keeps the quote search (up to MAX_QUOTE characters per opening quote) cheap.
 */
const MAX_TEXT = 4096;

/** Names of the thing being discussed, outside the quotes: what makes a quotation a mention. */
const META =
  /\b(?:(?:prompt[ -]?)?injections?|jailbreak(?:s|ing)?|attacks?|attackers?|adversarial|malicious|red[ -]?team(?:ing|s)?|payloads?|exploits?|angriffe?n?|angreifer|injektion(?:en)?|attaques?|attaquants?|ataques?|atacantes?|inyecci(?:o|ó)n(?:es)?|exfiltration|pen(?:etration)?[ -]?tests?|penetrationstests?|tests? d'intrusion|charges? utiles?|injections? de prompt|prueba de penetraci(?:o|ó)n|pruebas de penetraci(?:o|ó)n|cargas? (?:u|ú)til(?:es)?|unit[ -]?tests?|test ?cases?|testf(?:a|ä)lle?|tests? unitaires?|cas de test|casos? de prueba|pruebas? unitarias?|tricks?|leak(?:s|ed|ing|age)?|gandalf|classifiers?|eval(?:uation)? sets?|benchmarks?|datasets?|manipulation(?:sversuch\w*)?|bug[ -]?bount(?:y|ies)|threat model|test reports?|testbericht\w*|pr(?:u|ü|ue)fprotokoll\w*|rapport de test|informe de pruebas|expected (?:behaviou?r|result|output)|erwartete[sn]? (?:verhalten|ergebnis)|comportement attendu|r(?:e|é)sultat attendu|comportamiento esperado|resultado esperado|blog(?:post|artikel| post)?s?|articles?|artikel|art(?:i|í)culos?|essays?|lecture(?: notes)?|slides?|forums?|foros?|tweets?|podcasts?|papers?(?! (?:clips?|towels?|jams?|trays?|cups?|bags?|plates?|cuts?|shredders?))|fachartikel|note technique|talk description|conference talk|suspicious|scam|phishing|incident|aufforderungen|contournement|umgehungsversuch\w*|circumvention|tentativas? de (?:eludir|evadir|saltarse)|bug ?#? ?\d+|bug reports?|severity|steps to reproduce|expected:|(?:fix|correctif|correcci(?:o|ó)n) (?:planned|pr(?:e|é)vu|prevista)|label(?:l)?ing|annotat(?:ion|ors?|ing)|(?:positive|negative) examples?|exemples? (?:positifs?|n(?:e|é)gatifs?)|ejemplos? (?:positivos?|negativos?)|(?:positiv|negativ)beispiel\w*|people (?:used to|often|sometimes|would) (?:paste|type|write|send|try)|lesson plans?|students|sch(?:u|ü)ler(?:innen)?|(?:e|é)l(?:e|è)ves|alumnos|estudiantes|case stud(?:y|ies)|caso pr(?:a|á)ctico|aggressori|attacc(?:o|hi)|iniezion[ei]|students?|homework|(?:security )?researchers?|research notes?|investigador(?:es|as?)?|forscher(?:in|innen)?|chercheu(?:r|rs|se|ses)|ricercator[ei]|news|noticias?|nachrichten|security advisor(?:y|ies)|postmortem|post-mortem|vulnerabilit(?:y|ies)|poisoning|proof[ -]of[ -]concept|poc|owasp|stack overflow|how (?:do|can|should) (?:i|we) (?:prevent|stop|avoid|block|detect|handle)|c(?:o|ó)mo (?:evito|evitar|detecto|detectar|bloqueo|bloquear)|wie (?:verhindere|verhindern|erkenne|erkennen|blockiere)|comment (?:emp(?:e|ê)cher|(?:e|é)viter|d(?:e|é)tecter|bloquer)|nei test|in (?:our|the|my) tests|(?<!-)label(?:l?ed|s)?|write-?ups?|smuggling|zero-width|homoglyphs?|(?:keyword|content|safety|input|output|spam) filters?|tentativ[io]|intentos?|tentatives?|versuche?|(?:people|users|someone|somebody|folks|applicants|candidates|customers|players|trolls|(?:my |a |our )?(?:coworkers?|colleagues?|friends?|kids?|teenagers?|boss|manager)|(?:an? |the )(?:user|attacker|visitor|student|customer)) (?:\w+ )?(?:can |could |may |might )?(?:put|puts|paste[sd]?|typed?|types|wr[io]te|writes|sen[dt]s?|tried|tries|hid(?:es)?|hide|add(?:ed|s)?|includ(?:e|es|ed)|us(?:e|es|ed)|post(?:s|ed)?)|cheating|quiz(?:zes)?|interview questions?|avis de s[ée]curit[ée]|aviso de seguridad|sicherheitshinweis\w*|sicherheitswarnung\w*|rapports? de bug|rapports? de bogue|informes? de errores|fehlerbericht\w*|ofuscaci[oó]n|obfuscat(?:ion|ed)|offuscamento|verschleierung|apuntes de clase|class notes|notes de cours|attempts?|circumvent\w*|audits?|audit reports?|rapports? d'audit|informes? de auditor(?:i|í)a|pr(?:u|ü|ue)fberichte?|lors des tests|during (?:our |the )?tests|bei (?:den|unseren) tests|durante las pruebas|homoglyph(?:e|es|s)?|homoglifos?|we (?:saw|see|found|received|got|noticed|observed|caught)|(?:was|were|got) (?:pasted|typed|hidden|embedded|inserted)|pasted into|forbidden|prohibited|not allowed|must not be followed|interdite?s?|untersagt|verboten|prohibid[oa]s?|red flags?|warning signs?|taxonom(?:y|ies)|fixtures?|regression (?:suite|tests?)|moderation|mod note|removed under|(?:users|people) (?:discovered|found) (?:that )?(?:they|you) could|codename|ctf|exemples? p(?:e|é)dagogiques?|ejemplos? t(?:i|í)picos?|typical examples?|typische[ns]? beispiel\w*|schulung|training material|signifie|significa|bedeutet)\b|\u30a4\u30f3\u30b8\u30a7\u30af\u30b7\u30e7\u30f3|\u7814\u7a76|\u4e8b\u4f8b|\u4f8b\u3068\u3057\u3066|\b(?:assert\w*|expect|detect\w*|classify\w*|is_?injection\w*|should_?flag\w*)\s*\(/i;
/**
 * Words that introduce a quotation as an example ("phrases such as '…'", "e.g. \"…\"", "tentativi
 * come «…»"): up to four words before the opening quote for the explicit ones; the "like" family
 * only right after a plural noun ("lines like"), since "say something like …" is an order.
 */
const EXAMPLE_BEFORE =
  /(?:\b(?:such as|e\.g\.|for example|for instance|as in|z\.\s?b\.|zum beispiel|etwa|par exemple|par ex\.|p\.\s?ex\.|\(ex\.|tels? que|por ejemplo|p\.\s?ej\.|tales como|ad esempio|per esempio|ad es\.)(?:[ \t]+[\w'-]+){0,4}|\b(?:\w+(?:s|i|en)|stuff|text|texte|texto|testo)[ \t]*,?[ \t]+(?:like|wie|comme|como|come|tipo)|\b(?:an?|the) (?:message|prompt|string|input|text|phrase|request|query|sentence|line|payload|comment|output) like|\b(?:text|words|line|sign|note) (?:reading|saying)|\b(?:appears?|written|phrased) as|\b(?:if|when|once|after being) (?:asked|told) to|\b(?:contains?|containing|contained|contenant|contient|contenait|que conten(?:i|í)a|que contiene|conteniendo|enth(?:a|ä)lt|enthielt)(?: (?:the |a |la |le |el |die |den )?(?:line|phrase|text|string|sentence|message|words?|mention|texte|texto|frase|satz|zeile))?|\b(?:with|avec|con|mit) (?:the |a |la |le |el |die |den |das )?(?:line|phrase|text|string|sentence|message|words?|frase|satz|texte|texto|mensaje)|\b(?:detects?|detecta|d(?:e|é)tecte|erkennt|flags|catches|blocks|bloquea|bloque)|\b(?:la|le|el|den|die|das|une) (?:phrase|frase|satz|sentence|texte|texto))[ \t]*[:,]?[ \t]*$/i;

/** "not an attack", "no jailbreak", "kein Angriff": the quotation is vouched for, not discussed. */
const DENIED =
  /\b(?:not|no|isn'?t|never|nothing|kein(?:e|en)?|nicht|pas|aucune?|ni|ning(?:u|ú)n(?:a)?)\s+(?:(?:an?|the|real|actual|ein(?:e|en)?|une?|un(?:a)?)\s+)?(?:(?:prompt[ -]?)?injection|jailbreak|attack|angriff|injektion|attaque|ataque|inyecci(?:o|ó)n)(?!\w|\s+(?:sharing|posts?|allowed|discussions?|content|requests?|prompts|rules?|polic(?:y|ies)|talk))/i;

/**
 * "a hidden instruction asks the model to send chat history to ...", "told the model to read …",
 * "direct injections overwrite …", "models that decode and then act on …": the attack reported in
 * the third person (someone tells *the model* to do it, attacks or models do it), not an
 * imperative addressed to the reader.
 */
const REPORTED =
  /\b(?:(?:(?:when|if|even if|after being|once) )?asked to\s+|(?:requests?|attempts?|prompts?|messages?) (?:to|that ask(?:ed)? (?:it|the \w+) to)\s+(?:\w+\s+){0,2}|(?:asks?|asked|asking|tells?|told|telling|instructs?|instructed|instructing|makes?|made|gets?|got|tricks?|tricked|convinces?|convinced|causes?|caused|forces?|forced|lets|persuades?|persuaded|coax(?:es|ed)?|directs?|directed)\s+(?:(?:(?:the|an?|your|their)\s+)?(?:\w+\s+)?(?:model|ai|llm|assistant|agent|chatbot|bot|copilot)s?|them|it)\s+(?:(?:in)?to\s+)?(?:\w+\s+){0,3}|(?:injections|attacks|attackers|payloads|jailbreaks)\s+(?:\w+\s+){0,3}|(?:injection|attack|attacker|payload|jailbreak)s?\s+(?:can|could|may|might|often|usually|typically|tries\s+to|try\s+to|attempts?\s+to)\s+|(?:models?|llms?|assistants?|agents?|chatbots?|bots?)\s+(?:that|which|who)\s+|(?:el|la|the|le|l'|der|die|il|o) ?(?:asistente|assistant|assistente|agente|agent|modelo|model|modele|modell|ki|ia|ai|bot) (?:genera|generates|produces|produce|outputs|renders|renderiza|erzeugt|genere|produit|envia|envoie|sends|revele|reveals)\s+|(?:intenta|pide|hace|consigue|logra) que (?:la |el )?(?:ia|asistente|modelo|bot|agente)\s+(?:\w+\s+){0,2}|(?:essaie|tente|demande|demandent|pousse|incite) (?:de faire |a |à )?(?:l'ia|l'assistant|le modele|l'agent|au modele)\s+(?:de\s+)?(?:\w+\s+){0,3}|que (?:mi |el |la |su |tu )?(?:bot|asistente|ia|modelo|agente)(?: de \w+)? (?:revele|muestre|diga|haga|envie|ignore)\s+)$/i;

/** [start, end) of each quotation's inner text in `text`, on one line, in order. */
export function quotations(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < text.length; i++) {
    const open = text[i];
    const closers = CLOSERS[open];
    if (closers === undefined) continue;
    // a Python docstring or Markdown fence (`"""`, `'''`, three backticks) delimits a block, not a quotation
    if (text[i + 1] === open && text[i + 2] === open) {
      while (text[i + 1] === open) i++;
      continue;
    }
    // a straight single quote opens only after a non-letter (not the apostrophe of "don't")
    if (open === "'" && i > 0 && /[\p{L}\p{N}]/u.test(text[i - 1])) continue;
    let j = i + 1;
    for (; j < text.length && j - i <= MAX_QUOTE; j++) {
      const c = text[j];
      if (c === '\n') break;
      if (closers.includes(c) && !(c === "'" && j + 1 < text.length && /[\p{L}\p{N}]/u.test(text[j + 1]))) break;
    }
    if (j >= text.length || j - i > MAX_QUOTE || text[j] === '\n' || j === i + 1) continue;
    out.push([i + 1, j]);
    i = j;
  }
  return out;
}

/**
 * Quotations joined into one where only a connective separates them (`"you are now in developer
 * mode" or "pretend you have no rules"`): a match may run across the gap.
 */
function joinQuotations(text: string, quotes: ReadonlyArray<[number, number]>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const q of quotes) {
    const last = out[out.length - 1];
    if (last !== undefined && q[0] - last[1] <= 12 && QUOTE_JOIN.test(text.slice(last[1] + 1, q[0] - 1))) last[1] = q[1];
    else out.push([q[0], q[1]]);
  }
  return out;
}
/** Before a quotation: a quoted key and a colon (`"remediation": `), so the quotation is a value. */
const HTML_TAG_NAME = /<\/?[A-Za-z][\w-]*/g;
/** A quotation followed by what it is ("the "you are DAN" prompt", "'ignore your rules' messages"): a named thing. */
const NAMED_AFTER = /^[ \t]*(?:prompts?|tricks?|messages?|strings?|payloads?|phrases?|attacks?|jailbreaks?|exploits?|lines?|inputs?|requests?)\b/i;
const LABEL_KEY = /["'](?:label|category|class|verdict|subtype|type|annotation)["'] ?: ?["']?(?:injection|prompt[_ ]injection|jailbreak|attack|malicious|benign|safe|clean|instruction_override|role_play_jailbreak|system_prompt_extraction|delimiter_injection|data_exfiltration|obfuscation)\b|["'](?:is_injection|is_attack|injection_type|is_jailbreak)["'] ?:/i;
const KEYED_VALUE = /["'][\w .-]{1,30}["'] ?: ?$/;
/** What a match may run on past its quotation's end: the closing quote and the rest of that sentence. */
const TRAILING_MATCH = /^[^\n.!?]{0,40}[.!?]?[^\n.!?]{0,40}$/;
const QUOTE_JOIN = /^[ \t]*(?:,|;|\/|or|and|oder|und|ou|et|o|y|e)?[ \t]*$/i;

/** The text with every quotation blanked out (same length). */
function outsideQuotes(text: string, quotes: ReadonlyArray<[number, number]>): string {
  let out = '';
  let pos = 0;
  for (const [s, e] of quotes) {
    out += text.slice(pos, s) + ' '.repeat(e - s);
    pos = e;
  }
  return out + text.slice(pos);
}

/**
 * For each span, whether it is a mention: inside one quotation of `text`, or reported in the third
 * person ("asks the model to ..."), with the attack named (and not denied) outside the quotations. All false when `text` quotes nothing or is longer than
 * MAX_TEXT.
 */
export function quotedMentions(text: string, spans: ReadonlyArray<{ start: number; end: number }>): boolean[] {
  const result = spans.map(() => false);
  if (spans.length === 0 || text.length > MAX_TEXT) return result;
  const quotes = quotations(text);
  // the spans that could be mentions first: most matches are neither quoted nor reported, and
  // then the text needs no further reading
  let candidates = 0;
  const groups = joinQuotations(text, quotes);
  // a dataset row (`{"text": "…", "label": "injection"}`): its values are labelled samples
  const labelled = LABEL_KEY.test(text);
  let example = false;
  for (let k = 0; k < spans.length; k++) {
    const { start, end } = spans[k];
    // a match that begins inside a quotation (a fake header read on to the end of its sentence) is quoted
    // a JSON or YAML string value (`"step_1": "…"`) is data the text carries, not a quotation
    const group = groups.find(([s, e]) => start >= s && start < e && (end <= e || TRAILING_MATCH.test(text.slice(e, end))) && (labelled || !KEYED_VALUE.test(text.slice(Math.max(0, s - 40), s - 1))));
    result[k] = group !== undefined || REPORTED.test(text.slice(Math.max(0, start - 80), start));
    if (group !== undefined && !example) example = EXAMPLE_BEFORE.test(text.slice(Math.max(0, group[0] - 61), group[0] - 1)) || NAMED_AFTER.test(text.slice(group[1] + 1, group[1] + 24));
    if (result[k]) candidates++;
  }
  if (candidates === 0) return result;
  // the quotations that hold a candidate are left out; another quotation may name the attack ("the 'grandma exploit'")
  const holding = quotes.filter(([s, e]) => spans.some((span, k) => result[k] && span.start < e && span.end > s));
  const outside = holding.length === 0 ? text : outsideQuotes(text, holding);
  // a labelling guide says what is "NOT an injection" about the examples it discusses
  const denied = DENIED.test(outside) && !/\blabel/i.test(outside);
  // an HTML tag's name (`<article>`) says nothing about the text: only words count as naming the attack
  if (!(example || META.test(outside.replace(HTML_TAG_NAME, '<'))) || denied) result.fill(false);
  return result;
}

/**
 * Text that documents a chat format (ChatML, the Llama template, a tokenizer's special tokens):
 * its template tokens are examples, not a turn forced on the model. Tokens next to an actual
 * attack still count through that attack's own match.
 */
const CHAT_FORMAT_DOCS =
  /\b(?:chatml|chat_template|(?:eos|bos|pad|unk)_token|special_tokens|chat (?:format|template|markup)|(?:prompt|chat|message) templates?|template authors?|special tokens?|tokeni[sz]er|role markers?|rollenmarker|vorlage f(?:u|ü)r chat|format (?:de |du )?(?:chatml|llama)|formato de (?:llama|chatml)|llama[ -]?\d?(?: chat)? (?:format|template)|apply_chat_template|split_special_tokens)\b/i;
export const documentsChatFormat = (text: string) => CHAT_FORMAT_DOCS.test(text);
