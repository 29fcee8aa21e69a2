/**
 * The classic injections in Chinese, Japanese, Korean and Russian: overriding the instructions,
 * asking for the system prompt, and a persona without limits. Public injection suites carry
 * these next to English; the four required languages are handled by the main patterns.
 *
 * Patterns match folded text (fold.ts), which rewrites these scripts too: Japanese voiced kana
 * lose their marks (で → て), Hangul syllables decompose into jamo, Cyrillic letters that look
 * Latin become Latin. So every source here is written in the natural spelling and folded once
 * at load by the same function, and stays correct whatever the fold does. Character classes
 * would fold member by member, so multi-unit spellings are written as alternations.
 *
 * None of these scripts marks word boundaries the way `\b` expects, so the patterns are anchored
 * on their verbs and nouns instead, and negations ("不要忽略", "無視しないで", "не игнорируй")
 * are checked around the match. The patterns keep out of the main PatternIndex: their alphabets
 * would overflow its keyword automaton's character classes, and Latin text never needs them.
 */
import { foldText } from './fold.ts';
import type { InjectionMatch } from './injection.ts';
import { anchor, type InjectionPattern, P } from './injection-patterns.ts';
import type { Mapped } from './injection-variants.ts';
import { record } from './pattern-index.ts';
import type { InjectionCategory } from './types.ts';

const fold = (s: string) => foldText(s).text;
const foldRe = (source: string, flags = '') => new RegExp(fold(source), flags);

/** Punctuation that ends a clause in these scripts, and a gap of up to `n` characters inside one. */
const GAP = (n: number) => `[^,.!?;:，。！？；：、\\n]{0,${n}}?`;

/** A negation just before the verb (Chinese, Russian). */
const NEGATED_BEFORE = foldRe('(?:不要|不用|别|別|不|勿|不能|不可以|切勿|请勿|請勿|не|нельзя)\\s?$');
/** A negation just after the verb (Japanese 無視しないで, Korean 무시하지 마). */
const NEGATED_AFTER = foldRe('^\\s?(?:しない|せず|するな|してはいけ|しちゃだめ|하지 ?마|하지 ?말|하면 안)');

function scriptPattern(id: string, category: InjectionCategory, anchors: string[], source: string): InjectionPattern {
  const base = P(id, category, 0.85, anchor(anchors.map(fold)), fold(source));
  return {
    ...base,
    precede: (before) => !NEGATED_BEFORE.test(before.slice(-8)),
    follow: (after) => !NEGATED_AFTER.test(after.slice(0, 12)),
    nativeScript: true,
  };
}

// ------------------------------------------------------------------ Chinese (simplified and traditional)
const ZH_SET_ASIDE = '(?:忽略|无视|無視|忘记|忘記|忘掉|不要理会|不要理會|别管|別管|跳过|跳過|抛开|拋開|抛弃|拋棄|放弃|放棄|撤销|撤銷|绕过|繞過)';
/** Whose or which directives: "之前的", "你的", "所有". Plain 提示 (a UI hint) is not a directive. */
const ZH_WHICH = '(?:你|您|之前|以前|先前|此前|上面|上述|以上|前面|前述|原来|原來|原有|原先|所有|全部|一切|任何|系统|系統|开发者|開發者|这些|這些)';
const ZH_DIRECTIVE = '(?:指令|指示|说明|說明|规则|規則|提示词|提示詞|系统提示|系統提示|命令|设定|設定|限制|约束|約束|规定|規定|准则|準則|安全策略|审查|審查|道德准则|道德準則)';
const ZH_TELL = '(?:告诉我|告訴我|输出|輸出|打印|显示|顯示|展示|重复|重複|泄露|洩露|透露|给我看|給我看|发给我|發給我|写出|寫出|列出|复述|復述|公开|公開|说出|說出|背诵|背誦)';
const ZH_PROMPT = '(?:系统提示词|系統提示詞|系统提示|系統提示|提示词|提示詞|系统指令|系統指令|初始指令|原始指令|隐藏指令|隱藏指令|系统设定|系統設定|初始设定|初始設定|system ?prompt|prompt)';
const ZH_LIMITS = '(?:限制|约束|約束|审查|審查|道德|规则|規則|过滤|過濾|准则|準則|伦理|倫理|底线|底線)';

// ------------------------------------------------------------------ Japanese
const JA_WHICH = '(?:これまでの|今までの|以前の|前の|上記の|先ほどの|最初の|すべての|全ての|あなたの|与えられた|システムの|元の)';
const JA_DIRECTIVE = '(?:指示|命令|ルール|指令|設定|制約|制限|プロンプト|ガイドライン|規則)';
const JA_PROMPT = '(?:システムプロンプト|初期プロンプト|元のプロンプト|あなたのプロンプト|あなたの指示|隠された指示|システム指示|システムメッセージ|内部指示|最初の指示)';

// ------------------------------------------------------------------ Korean
const KO_WHICH = '(?:이전|앞의|위의|기존|모든|너의|당신의|네|지금까지의|시스템|원래)';
const KO_DIRECTIVE = '(?:지시|지침|명령|규칙|설정|프롬프트|제한|가이드라인)';
const KO_PROMPT = '(?:시스템 ?프롬프트|초기 ?프롬프트|원래 ?프롬프트|너의 ?프롬프트|당신의 ?프롬프트|너의 지침|당신의 지침|숨겨진 지시|시스템 ?메시지)';

// ------------------------------------------------------------------ Russian
const RU_SET_ASIDE = '(?:игнорируй|проигнорируй|забудь|отмени|не обращай внимания на|не учитывай|пренебреги|отбрось)(?:те)?';
const RU_WHICH = '(?:предыдущие|прошлые|прежние|свои|твои|ваши|системные|изначальные|данные тебе|полученные|вышеуказанные|вышеперечисленные|все свои|все твои)';
const RU_DIRECTIVE = '(?:инструкции|указания|правила|ограничения|установки|команды|промпт|инструкций|указаний|правил|ограничений)';

export const SCRIPT_PATTERNS: readonly InjectionPattern[] = [
  scriptPattern('ru.obfusc.decode-and-do', 'obfuscation', ['раскодируй', 'декодируй', 'расшифруй'],
    '(?:раскодируй|декодируй|расшифруй)(?:те)?[^.!?\\n]{0,30}?(?:и |, )(?:выполни|исполни|следуй|сделай)'),
  scriptPattern('zh.override.set-aside', 'instruction_override',
    ['忽略', '无视', '無視', '忘记', '忘記', '忘掉', '不要理会', '不要理會', '别管', '別管', '跳过', '跳過', '抛开', '拋開', '抛弃', '拋棄', '放弃', '放棄', '撤销', '撤銷', '绕过', '繞過'],
    `${ZH_SET_ASIDE}(?:掉|了)?${ZH_WHICH}${GAP(8)}${ZH_DIRECTIVE}`),
  scriptPattern('zh.extract.tell-prompt', 'system_prompt_extraction',
    ['告诉我', '告訴我', '输出', '輸出', '打印', '显示', '顯示', '展示', '重复', '重複', '泄露', '洩露', '透露', '给我看', '給我看', '发给我', '發給我', '写出', '寫出', '列出', '复述', '復述', '公开', '公開', '说出', '說出', '背诵', '背誦'],
    `${ZH_TELL}(?:一下|一遍|出来|出來)?(?:你|您)(?:的)?${GAP(6)}${ZH_PROMPT}`),
  scriptPattern('zh.extract.prompt-then-verb', 'system_prompt_extraction', ['你的', '您的', '你收到的', '你得到的'],
    `(?:把|将|將)?(?:你|您)(?:收到|得到|接收|拿到)?的(?:完整的?|全部的?|原始的?|初始的?|隐藏的?|隱藏的?)?${ZH_PROMPT}(?:是什么|是什麼|是啥|写了什么|寫了什麼|${GAP(8)}(?:输出|輸出|打印|显示|顯示|告诉我|告訴我|发给我|發給我|复述|復述|重复|重複|写出来|寫出來|原样|原樣|逐字))`),
  scriptPattern('zh.jailbreak.no-limits', 'role_play_jailbreak',
    ['扮演', '假装', '假裝', '你现在是', '你現在是', '从现在起', '從現在起', '从现在开始', '從現在開始', '你将成为', '你將成為', '任何', 'dan'],
    `(?:扮演|假装|假裝|你现在是|你現在是|从现在起|從現在起|从现在开始|從現在開始|你将成为|你將成為)${GAP(16)}(?:没有|沒有|不受|无视|無視|摆脱|擺脫|不用遵守|不需要遵守|不必遵守|不遵守|无任何|無任何)(?:任何)?${GAP(4)}${ZH_LIMITS}|(?:你|您)(?:现在|現在|已经|已經|从此|從此)?(?:没有|沒有|不再有|不再受|不受)任何(?:的)?${ZH_LIMITS}|(?:你现在是|你現在是|你将成为|你將成為|你是|扮演|成为|成為) ?dan(?![a-z])`),
  scriptPattern('zh.jailbreak.mode', 'role_play_jailbreak', ['模式'],
    '(?:进入|進入|启用|啟用|开启|開啟|切换到|切換到|激活)(?:了)?(?:开发者|開發者|越狱|越獄|上帝|无限制|無限制|dan) ?模式|(?:开发者|開發者|越狱|越獄|无限制|無限制) ?模式(?:已)?(?:启用|啟用|开启|開啟|激活|打开|打開)'),
  scriptPattern('ja.override.set-aside', 'instruction_override', ['無視', '忘れ', '破棄'],
    `${JA_WHICH}${GAP(8)}${JA_DIRECTIVE}(?:は|を|も)?(?:すべて|全て|全部|一旦)?(?:無視|忘れ|破棄)`),
  scriptPattern('ja.extract.show-prompt', 'system_prompt_extraction', ['プロンプト', '指示', 'システムメッセージ'],
    `${JA_PROMPT}(?:を|の内容を|の全文を|の中身を)?(?:すべて|全て|そのまま|正確に|一字一句)?(?:表示|教えて|出力|見せて|開示|書き出|繰り返|公開|共有)`),
  scriptPattern('ja.jailbreak.no-limits', 'role_play_jailbreak', ['ない', '無い', 'なし', 'モード'],
    '(?:制限|ルール|倫理|検閲|フィルター|制約)(?:の|が)?(?:一切)?(?:ない|無い|なし)(?:ai|アシスタント|キャラクター|モード|人格|存在)|(?:開発者|脱獄|ジェイルブレイク)モード(?:を有効|が有効|に切り替え|に入|をオン|で応答|として)'),
  scriptPattern('ko.override.set-aside', 'instruction_override', ['무시', '잊어', '잊고'],
    `${KO_WHICH}${GAP(10)}${KO_DIRECTIVE}(?:사항|들)?(?:을|를|은|는|도)? ?(?:모두 |전부 |다 |전부다 )?(?:무시|잊어|잊고)`),
  scriptPattern('ko.extract.show-prompt', 'system_prompt_extraction', ['프롬프트', '지침', '지시', '메시지'],
    `${KO_PROMPT}(?:을|를)? ?(?:그대로 |전부 |모두 |정확히 )?(?:보여|알려|출력|공개|말해|반복)`),
  scriptPattern('ko.jailbreak.no-limits', 'role_play_jailbreak', ['없는', '모드'],
    '(?:제한|규칙|필터|검열|윤리)(?:이|가)? ?없는 (?:ai|챗봇|모드|캐릭터|인공지능)|(?:개발자|탈옥) ?모드(?:를|로|가)? ?(?:활성화|켜|전환|진입)'),
  scriptPattern('ru.override.set-aside', 'instruction_override',
    ['игнорируй', 'проигнорируй', 'забудь', 'отмени', 'не обращай', 'не учитывай', 'пренебреги', 'отбрось'],
    `${RU_SET_ASIDE} (?:(?:все|всё|любые) (?:${RU_WHICH} )?|${RU_WHICH} )${RU_DIRECTIVE}`),
  scriptPattern('ru.extract.show-prompt', 'system_prompt_extraction',
    ['покажи', 'выведи', 'раскрой', 'повтори', 'напиши', 'скажи', 'сообщи', 'распечатай', 'процитируй'],
    '(?:покажи|выведи|раскрой|повтори|напиши|скажи|сообщи|распечатай|процитируй)(?:те)? (?:мне )?(?:свой|свои|твой|твои|ваш|ваши|весь|всю|полный|исходный|дословно)[^.!?\\n]{0,24}?(?:системный промпт|промпт|системные инструкции|инструкции|системное сообщение|системную подсказку)'),
  scriptPattern('ru.jailbreak.no-limits', 'role_play_jailbreak',
    ['ты теперь', 'теперь ты', 'отныне ты', 'представь', 'притворись', 'сыграй роль', 'играй роль', 'режим'],
    '(?:ты теперь|теперь ты|отныне ты|представь,? что ты|притворись|сыграй роль|играй роль)[^.!?\\n]{0,60}?(?:без (?:каких-либо |любых |всяких )?|(?:нет|не имеет|не знает) (?:никаких |каких-либо )?)(?:ограничений|правил|цензуры|фильтров|моральных)|(?:включи|активируй|войди в)(?:те)? режим (?:разработчика|без ограничений|dan)|режим разработчика (?:включен|активирован)'),
];

/** Every script pattern whose anchor occurs, over the whole (folded) view; only called for text in one of these scripts. */
export function runScriptPatterns(v: Mapped, out: InjectionMatch[]): void {
  for (const p of SCRIPT_PATTERNS) {
    if (!p.trigger.keys.some((k) => v.text.includes(k))) continue;
    p.re.lastIndex = 0;
    for (let m = p.re.exec(v.text); m !== null; m = p.re.exec(v.text)) {
      if (m[0].length === 0) p.re.lastIndex++;
      else record(v, p, m, m.index, m.index + m[0].length, out);
    }
  }
}
