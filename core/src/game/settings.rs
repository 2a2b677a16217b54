//! A game's settings as a shell hands them over (the page's URL parameters, the element's
//! attributes, the command line's options): each already checked for its kind and range
//! against the catalog, a missing one read as the catalog's default.

use crate::catalog::{GameInfo, Kind};

/// One page setting, already checked for its kind and range by the caller.
#[derive(Clone, Debug, PartialEq)]
pub enum Setting {
    Whole(u64),
    Text(String),
    Flag(bool),
}

/// The page's settings of one game by parameter name; a missing one is the catalog's default.
#[derive(Clone, Debug, Default)]
pub struct Settings(pub Vec<(String, Setting)>);

impl Settings {
    pub fn get(&self, name: &str) -> Option<&Setting> {
        self.0.iter().find(|(n, _)| n == name).map(|(_, s)| s)
    }

    /// A whole-number parameter's value, or its default. Asking it of a parameter the
    /// catalog does not list as a whole number is a programming error (a text heap read
    /// as a number would silently be 0), caught in the tests.
    pub fn whole(&self, info: &GameInfo, name: &str) -> u64 {
        let kind = info.param(name).map(|p| p.kind);
        debug_assert!(
            matches!(kind, Some(Kind::Whole { .. })),
            "{}'s parameter {name} is not a whole number",
            info.id
        );
        match (self.get(name), kind) {
            (Some(Setting::Whole(v)), _) => *v,
            (_, Some(Kind::Whole { default, .. })) => default,
            _ => 0,
        }
    }

    pub fn text(&self, info: &GameInfo, name: &str) -> String {
        match (self.get(name), info.param(name).map(|p| p.kind)) {
            (Some(Setting::Text(t)), _) => t.clone(),
            (_, Some(Kind::Text { default, .. } | Kind::Choice { default, .. })) => {
                default.to_string()
            }
            _ => String::new(),
        }
    }

    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Setting::Flag(true)))
    }
}
