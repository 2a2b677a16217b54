//! The command line's sentences, worded from the message files (locales/, the page's too) in
//! the language of `LANG` when the lab has it, else English. Output that scripts read (JSON,
//! CSV, move lists, counts) never goes through here.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use movelab::message::Message;
use std::sync::OnceLock;
use unic_langid::LanguageIdentifier;

/// Every language's message files, joined (build.rs).
const LOCALES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/locales.rs"));

pub struct Words {
    bundle: FluentBundle<FluentResource>,
    /// What marks the thousands in this language (1,000; 1 000; 1.000).
    mark: char,
}

/// The language `LC_ALL`, `LC_MESSAGES` or `LANG` names (`fr_FR.UTF-8` → `fr`), when the lab
/// has its messages; English otherwise.
pub fn language_from_env() -> &'static str {
    let named = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())
        .unwrap_or_default();
    let code = named.split(['_', '.', '@', '-']).next().unwrap_or("");
    LOCALES
        .iter()
        .map(|&(lang, _)| lang)
        .find(|&lang| lang == code)
        .unwrap_or("en")
}

impl Words {
    /// The messages of `lang` (a folder of locales/), or English's.
    pub fn new(lang: &str) -> Words {
        let (lang, text) = LOCALES
            .iter()
            .find(|&&(l, _)| l == lang)
            .or_else(|| LOCALES.iter().find(|&&(l, _)| l == "en"))
            .copied()
            .expect("locales/en is built in");
        let id: LanguageIdentifier = lang
            .parse()
            .expect("a folder of locales/ is a language tag");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Whole numbers grouped as the language writes them (Fluent's own are not).
        let mark = match lang {
            "fr" => '\u{202f}',
            "de" | "es" => '.',
            _ => ',',
        };
        // The formatter is a plain fn (it cannot capture `mark`), one per mark above.
        bundle.set_formatter(Some(match mark {
            '\u{202f}' => |v, _| grouped(v, '\u{202f}', ','),
            '.' => |v, _| grouped(v, '.', ','),
            _ => |v, _| grouped(v, ',', '.'),
        }));
        // Plain text for a terminal: no bidirectional isolation marks around arguments.
        bundle.set_use_isolating(false);
        // A message file that does not parse fails the locale tests (make test-locales).
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        // A message defined twice fails the locale tests too; the first one is kept here.
        let _ = bundle.add_resource(resource);
        Words { bundle, mark }
    }

    /// Message `id` with `args`, or the id itself when no file has it (the locale tests
    /// make sure every id the code asks for exists in English).
    pub fn get(&self, id: &str, args: &[(&str, FluentValue)]) -> String {
        self.maybe(id, args).unwrap_or_else(|| id.to_string())
    }

    /// Message `id` with `args`, or None when no file has it (an optional text, such as a
    /// command's closing note in its help).
    pub fn maybe(&self, id: &str, args: &[(&str, FluentValue)]) -> Option<String> {
        let pattern = self.bundle.get_message(id).and_then(|m| m.value())?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        Some(
            self.bundle
                .format_pattern(pattern, Some(&fluent_args), &mut errors)
                .into_owned(),
        )
    }
}

/// Digits with every third from the right preceded by `mark`.
fn group_digits(digits: &str, mark: char) -> String {
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(mark);
        }
        out.push(c);
    }
    out
}

/// A number with its thousands marked by `mark` (1,000,000; 1 000 000) and its fraction, if
/// any, after `point` (0.25; 0,25); None leaves anything else to Fluent.
fn grouped(value: &FluentValue, mark: char, point: char) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    if !n.value.is_finite() || n.value.abs() >= 1e15 || n.options.minimum_fraction_digits.is_some()
    {
        return None;
    }
    let whole = n.value.abs().trunc();
    let mut out = String::new();
    if n.value < 0.0 {
        out.push('−');
    }
    out.push_str(&group_digits(&format!("{}", whole as u64), mark));
    let fraction = n.value.abs().fract();
    if fraction != 0.0 {
        // The shortest digits that read back as the number: 0.25 → "25".
        let text = format!("{}", n.value.abs());
        let (_, after) = text.split_once('.')?;
        out.push(point);
        out.push_str(after);
    }
    Some(out)
}

impl Words {
    /// A fact of the core in words: a count past 2^53 and a nested fact put in as words, a
    /// value as typed between quotes.
    pub fn fact(&self, fact: &Message) -> String {
        self.said(&fact.json())
    }

    /// A text that may carry a fact in JSON (`Message::json`, where an error is still a text:
    /// a run maker's) in words; any other text as it is.
    pub fn said(&self, text: &str) -> String {
        serde_json::from_str(text)
            .ok()
            .and_then(|v| self.word_json(&v))
            .unwrap_or_else(|| text.to_string())
    }

    /// `{"id":…,"args":{…}}` in words, or None when it is not a fact.
    fn word_json(&self, fact: &serde_json::Value) -> Option<String> {
        use serde_json::Value;
        let id = fact.get("id")?.as_str()?;
        let mut args: Vec<(&str, FluentValue)> = Vec::new();
        for (name, arg) in fact.get("args")?.as_object()? {
            let value = match arg {
                Value::Number(n) => match n.as_i64() {
                    Some(i) => FluentValue::from(i),
                    None => FluentValue::from(n.as_f64()?),
                },
                Value::String(t) => FluentValue::from(t.clone()),
                Value::Object(o) => match (o.get("big"), o.get("typed")) {
                    // Past 2^53, as the language groups digits (Fluent's numbers stop there).
                    (Some(big), _) => {
                        let digits = big.as_str()?;
                        if !digits.bytes().all(|b| b.is_ascii_digit()) {
                            return None;
                        }
                        FluentValue::from(group_digits(digits, self.mark))
                    }
                    // As the command line has always quoted a value given to it.
                    (_, Some(typed)) => FluentValue::from(format!("'{}'", typed.as_str()?)),
                    _ => FluentValue::from(self.word_json(arg)?),
                },
                _ => return None,
            };
            args.push((name.as_str(), value));
        }
        Some(self.get(id, &args))
    }
}

/// The words of the environment's language, loaded once.
pub fn words() -> &'static Words {
    static WORDS: OnceLock<Words> = OnceLock::new();
    WORDS.get_or_init(|| Words::new(language_from_env()))
}

/// English's words, for sentences inside output that scripts read (a JSON `certificate`),
/// which never changes with the language.
pub fn english() -> &'static Words {
    static ENGLISH: OnceLock<Words> = OnceLock::new();
    ENGLISH.get_or_init(|| Words::new("en"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use movelab::impartial::octal_table::Code;
    use movelab::octal::plain;

    /// An octal code's moves in plain words (core/src/octal/plain.rs), worded in every
    /// language: every nested fact and argument is found (a missing one leaves `{…}` or the
    /// id), and Kayles reads as the rules paragraph puts it.
    #[test]
    fn octal_moves_are_worded_in_every_language() {
        let codes = [
            "0.77",
            "0.07",
            "0.137",
            "4.0",
            "C.3F",
            "0.6",
            "0.1212121212",
            "0.777777777",
            "8.4",
            "0.00000033",
            "0.30707777",
        ];
        for &(lang, _) in LOCALES {
            let w = Words::new(lang);
            for code in codes {
                let said = w.fact(&plain::moves(&Code::parse(code).unwrap()));
                println!("{lang} {code}: {said}");
                assert!(
                    !said.contains('{') && !said.contains("octal-"),
                    "{lang} {code}: {said}"
                );
            }
        }
        let kayles = plain::moves(&Code::parse("0.77").unwrap());
        assert_eq!(
            Words::new("en").fact(&kayles),
            "take 1 or 2 counters from it, and what is left stays one heap, is split into two \
             heaps or is gone"
        );
        assert_eq!(
            Words::new("fr").fact(&kayles),
            "y prendre 1 ou 2 jetons, et ce qui reste forme un seul tas, est partagé en deux tas \
             ou disparaît"
        );
        // Spanish writes "u" for "or" before a number read with /o/.
        let seven_eight = plain::moves(&Code::parse("0.00000033").unwrap());
        assert!(Words::new("es")
            .fact(&seven_eight)
            .starts_with("quitarle 7 u 8 fichas"));
    }

    /// The arithmetic-periodicity tests' refusals that no table of the command line reaches
    /// (the candidates `certify` tries always pass these checks), asked of the tests
    /// themselves on the tables of 0.08 (certified by the power-of-two test) and 0.3F (by the
    /// general test), each one spoiled one way, and worded in every language.
    #[test]
    fn the_arithmetic_refusals_no_table_reaches_are_worded_in_every_language() {
        use movelab::impartial::{arithmetic, saltus};
        use movelab::octal::Octal;
        let table = |text: &str| {
            let code = Code::parse(text).unwrap();
            let (game, period) = Octal::with_period(code.clone(), 400).unwrap();
            let values: Vec<u32> = game.values().iter().map(|&v| v as u32).collect();
            (code, values, period.expect("certified"))
        };
        let spoiled = |values: &[u32], at: usize| {
            let mut values = values.to_vec();
            values[at] += 1;
            values
        };
        let (c8, v8, period) = table("0.08");
        let (n0, p, s) = (period.preperiod, period.period, period.saltus);
        let (c3f, v3f, _) = table("0.3F");
        let refusals = [
            ("arith-needs-positive", arithmetic::test(&v8, &c8, 0, p, s)),
            (
                "arith-saltus-too-large",
                arithmetic::test(&v8, &c8, n0, p, 1 << 13),
            ),
            (
                "arith-block-past-table",
                arithmetic::test(&v8[..n0 + p - 1], &c8, n0, p, s),
            ),
            // 149 sizes below n0 and 50 offsets: more kinds of part than 192.
            ("arith-kinds", arithmetic::test(&v8, &c8, 150, 50, 1 << 12)),
            (
                "arith-not-continued",
                arithmetic::test(&spoiled(&v8, n0 + p), &c8, n0, p, s),
            ),
            ("arith-needs-positive", saltus::test(&v3f, &c3f, 1, 6, 0)),
            (
                "arith-saltus-too-large",
                saltus::test(&v3f, &c3f, 1, 6, 128),
            ),
            ("arith-kinds", saltus::test(&v3f, &c3f, 40, 30, 3)),
            (
                "arith-not-continued",
                saltus::test(&spoiled(&v3f, 200), &c3f, 1, 6, 3),
            ),
        ];
        for (id, refusal) in refusals {
            let refusal = refusal.expect_err(id);
            assert_eq!(refusal.id, id, "{refusal}");
            for &(lang, _) in LOCALES {
                let said = Words::new(lang).fact(&refusal);
                println!("{lang} {said}");
                assert!(
                    !said.is_empty() && !said.contains('{') && !said.contains("arith-"),
                    "{lang} {refusal}: {said}"
                );
            }
        }
        // The spoiled heap is the one named, with the heap a period before it.
        let spoiled_at = arithmetic::test(&spoiled(&v8, n0 + p), &c8, n0, p, s).unwrap_err();
        assert_eq!(
            Words::new("fr").fact(&spoiled_at),
            format!("G({}) n’est pas égal à G({n0}) + {s}", n0 + p)
        );
        let general = saltus::test(&spoiled(&v3f, 200), &c3f, 1, 6, 3).unwrap_err();
        assert_eq!(
            Words::new("de").fact(&general),
            "G(200) ist nicht gleich G(194) + 3"
        );
    }
}
