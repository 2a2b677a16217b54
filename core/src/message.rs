//! Facts for people to read: the id of a message of the message files (locales/<lang>/*.ftl)
//! and its arguments. The core says what happened, never in words; each shell (the page, the
//! element, the worksheet, the command line) words a [`Message`] in its reader's language.

use serde::ser::{SerializeMap, Serializer};
use serde::Serialize;

/// A message id and its named arguments (`$name` in the message files).
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A count or a number, which the shell writes grouped in its language (1,000 or 1 000)
    /// and which selects plural forms.
    Number(i64),
    /// A count past 2^53, the largest whole number a browser's numbers hold exactly.
    Big(u64),
    /// A number with a fraction (a percentage, a ratio).
    Decimal(f64),
    /// Game notation (`d2-d4`, `0.77`, `heap 2: 5 -> 3`): never
    /// translated, shown as it is; also a word a message selects on (`black`, `left`).
    Text(String),
    /// A value as a visitor typed or linked it (a setting, a line of input), which a
    /// refusal names: the shell quotes it, a long one shortened (www/words.js `quoted`).
    Typed(String),
    /// Another message, worded first and put in place.
    Message(Box<Message>),
}

impl Message {
    /// Message `id` with no arguments yet.
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    /// The same message with argument `name` added.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }

    /// The value of argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// `id(name: value, …)`: a fact as a log line or a test's failure shows it, never for
/// people to read (the shells word it from the message files). Generic code that only
/// needs a displayable reason (`Rules::Illegal`) can carry a fact this way.
impl std::fmt::Display for Message {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id)?;
        if self.args.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (k, (name, value)) in self.args.iter().enumerate() {
            if k > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{name}: ")?;
            match value {
                Arg::Number(n) => write!(f, "{n}")?,
                Arg::Big(n) => write!(f, "{n}")?,
                Arg::Decimal(x) => f.write_str(&decimal(*x))?,
                // Quoted by hand: `{t:?}` would carry Rust's escaping tables into every wasm
                // module that shows a fact this way (3 KB of the checker rows' module).
                Arg::Text(t) | Arg::Typed(t) => write!(f, "\"{t}\"")?,
                Arg::Message(m) => write!(f, "{m}")?,
            }
        }
        f.write_str(")")
    }
}

/// `x` in decimal to nine places, trailing zeros and a whole number's point left out (0.25,
/// 64): by hand, because Rust's float formatting is 15 KB of a wasm module that formats no
/// other float (the heap games' and the boards'), and only the command line's facts have
/// fractions. `NaN`, `inf` as Rust writes them.
fn decimal(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    // The whole part, and the rest in billionths rounded half up (u64s, whose formatting
    // every module has; the cast saturates past 1.8·10^19).
    let whole = x.abs().trunc();
    let billionths = ((x.abs() - whole) * 1e9 + 0.5) as u64;
    let (whole, part) = match billionths {
        1_000_000_000 => (whole as u64 + 1, 0),
        b => (whole as u64, b),
    };
    let mut out = String::new();
    if x < 0.0 && (whole, part) != (0, 0) {
        out.push('-');
    }
    out.push_str(&whole.to_string());
    if part > 0 {
        // The billionths without their trailing zeros, after the zeros that lead them.
        let (mut digits, mut places) = (part, 9);
        while digits % 10 == 0 {
            (digits, places) = (digits / 10, places - 1);
        }
        let digits = digits.to_string();
        out.push('.');
        for _ in digits.len()..places {
            out.push('0');
        }
        out.push_str(&digits);
    }
    out
}

/// A value as typed, for a refusal to name ([`Arg::Typed`]).
pub fn typed(text: impl Into<String>) -> Arg {
    Arg::Typed(text.into())
}

/// `fact!("<message id>", name = value, …)`: a [`Message`] in one line.
#[macro_export]
macro_rules! fact {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::message::Message::new($id)$(.with(stringify!($name), $value))*
    };
}

/// Facts one after the other as one fact, for a list a message cannot hold: from the right,
/// `join(first, more, last)` puts a fact before the rest (`last`: the rest is the list's last
/// fact, where a language writes "or" instead of a comma). `None` for no fact.
pub fn chain(
    facts: impl DoubleEndedIterator<Item = Message>,
    join: impl Fn(Message, Message, bool) -> Message,
) -> Option<Message> {
    let mut facts = facts.rev();
    let last = facts.next()?;
    let mut more = last;
    for (k, first) in facts.enumerate() {
        more = join(first, more, k == 0);
    }
    Some(more)
}

/// The largest whole number a JavaScript number holds exactly.
const EXACT: u64 = (1 << 53) - 1;

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        if n <= EXACT {
            Arg::Number(n as i64)
        } else {
            Arg::Big(n)
        }
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::from(n as u64)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(i64::from(n))
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        if n.unsigned_abs() <= EXACT {
            Arg::Number(n)
        } else {
            Arg::Text(n.to_string())
        }
    }
}
impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Number(i64::from(n))
    }
}
impl From<f64> for Arg {
    fn from(x: f64) -> Arg {
        Arg::Decimal(x)
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

/// `{"id": "…", "args": {"name": value, …}}`: numbers as numbers, a count past 2^53 as
/// `{"big": "digits"}`, a typed value as `{"typed": "text"}`, a nested message as an object
/// of its own (www/i18n.js `wordFact`).
impl Serialize for Message {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Args<'a>(&'a [(&'static str, Arg)]);
        impl Serialize for Args<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut map = s.serialize_map(Some(self.0.len()))?;
                for (name, value) in self.0 {
                    map.serialize_entry(name, value)?;
                }
                map.end()
            }
        }
        let mut map = s.serialize_map(Some(2))?;
        map.serialize_entry("id", self.id)?;
        map.serialize_entry("args", &Args(&self.args))?;
        map.end()
    }
}

impl Serialize for Arg {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Arg::Number(n) => s.serialize_i64(*n),
            Arg::Big(n) => {
                let mut map = s.serialize_map(Some(1))?;
                map.serialize_entry("big", &n.to_string())?;
                map.end()
            }
            Arg::Decimal(x) => s.serialize_f64(*x),
            Arg::Text(t) => s.serialize_str(t),
            Arg::Typed(t) => {
                let mut map = s.serialize_map(Some(1))?;
                map.serialize_entry("typed", t)?;
                map.end()
            }
            Arg::Message(m) => m.serialize(s),
        }
    }
}

impl Message {
    /// The fact as JSON (`{"id":…,"args":{…}}`), carried where an error is still a text (a
    /// run maker's, a JavaScript `Error`'s message): each shell finds and words it there
    /// (www/i18n.js `factOf`, cli/src/words.rs `said`).
    pub fn json(&self) -> String {
        // Written here, not by serde_json, which the core's wasm build leaves out.
        fn text(out: &mut String, t: &str) {
            out.push('"');
            for c in t.chars() {
                match c {
                    '"' => out.push_str("\\\""),
                    '\\' => out.push_str("\\\\"),
                    c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
                    c => out.push(c),
                }
            }
            out.push('"');
        }
        fn fact(out: &mut String, m: &Message) {
            out.push_str("{\"id\":");
            text(out, m.id);
            out.push_str(",\"args\":{");
            for (k, (name, arg)) in m.args.iter().enumerate() {
                if k > 0 {
                    out.push(',');
                }
                text(out, name);
                out.push(':');
                match arg {
                    Arg::Number(n) => out.push_str(&n.to_string()),
                    Arg::Big(n) => {
                        out.push_str("{\"big\":");
                        text(out, &n.to_string());
                        out.push('}');
                    }
                    Arg::Decimal(x) if x.is_finite() => out.push_str(&decimal(*x)),
                    Arg::Decimal(_) => out.push_str("null"),
                    Arg::Text(t) => text(out, t),
                    Arg::Typed(t) => {
                        out.push_str("{\"typed\":");
                        text(out, t);
                        out.push('}');
                    }
                    Arg::Message(m) => fact(out, m),
                }
            }
            out.push_str("}}");
        }
        let mut out = String::new();
        fact(&mut out, self);
        out
    }

    /// The fact in one line, for tests and logs (`id name=value …`, a nested fact in
    /// parentheses): never for people to read.
    pub fn flat(&self) -> String {
        let mut out = self.id.to_string();
        for (name, arg) in &self.args {
            let value = match arg {
                Arg::Number(n) => n.to_string(),
                Arg::Big(n) => n.to_string(),
                Arg::Decimal(x) => decimal(*x),
                Arg::Text(t) | Arg::Typed(t) => t.clone(),
                Arg::Message(m) => format!("({})", m.flat()),
            };
            out.push_str(&format!(" {name}={value}"));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serializes_as_the_shells_read_it() {
        let m = fact!(
            "page-solver-failed",
            moves = 15u64,
            step = u64::MAX,
            how = fact!("page-cannot-show", way = "right"),
            value = typed("x,y"),
        );
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(
            json,
            r#"{"id":"page-solver-failed","args":{"moves":15,"step":{"big":"18446744073709551615"},"how":{"id":"page-cannot-show","args":{"way":"right"}},"value":{"typed":"x,y"}}}"#
        );
        assert_eq!(m.json(), json, "written by hand as serde_json writes it");
        let odd = fact!(
            "value-not-whole",
            text = "a\"b\\c\n",
            share = 0.25,
            no = f64::NAN
        );
        assert_eq!(
            odd.json(),
            r#"{"id":"value-not-whole","args":{"text":"a\"b\\c\u000a","share":0.25,"no":null}}"#
        );
        // Decimals by hand, as Rust writes them to nine places (the catalog's speeds).
        for x in [
            0.25,
            64.0,
            2.0,
            -0.5,
            0.1,
            1.0 / 3.0,
            2.5e-10,
            12345.678,
            -0.0,
            1e12,
        ] {
            let rust = format!("{:.9}", x);
            let rust = rust.trim_end_matches('0').trim_end_matches('.');
            let rust = if rust == "-0" { "0" } else { rust };
            assert_eq!(decimal(x), rust, "{x}");
        }
        assert_eq!(m.arg("moves"), Some(&Arg::Number(15)));
        assert_eq!(Arg::from((1u64 << 53) - 1), Arg::Number((1 << 53) - 1));
        assert_eq!(Arg::from(1u64 << 53), Arg::Big(1 << 53));
    }
}
