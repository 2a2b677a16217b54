//! Hashing for the searches' position keys: a multiplicative hasher for the std maps, and
//! `KeyMap`/`KeyTable`, an open-addressing map/set of `u64` keys whose probe usually touches
//! one cache line, for tables of tens of millions of positions where memory latency is the
//! cost.

use std::hash::{BuildHasherDefault, Hasher};

/// A fast multiplicative hasher for packed keys (SipHash would dominate the searches).
#[derive(Default, Clone, Copy)]
pub struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        // The product's high bits are the well-mixed ones; fold them into the low bits,
        // which pick the bucket.
        self.0 ^ (self.0 >> 32)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(26) ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }

    fn write_u128(&mut self, x: u128) {
        self.write_u64(x as u64);
        self.write_u64((x >> 64) as u64);
        self.0 ^= self.0 >> 29;
    }
}

/// The hasher for the searches' std maps.
pub type BuildKeyHasher = BuildHasherDefault<KeyHasher>;

/// The slot marker for "no key": never a position's key (positions use fewer than 64 bits).
const EMPTY: u64 = u64::MAX;

/// A map from `u64` keys (any but `u64::MAX`) to small values by linear probing in one
/// flat array of (key, value) slots, at most three quarters full: a probe usually touches one
/// cache line. The first slot is a function of the key alone, so a caller can look several
/// keys up in one loop and let their cache misses overlap.
#[derive(Clone, Debug)]
pub struct KeyMap<V> {
    slots: Vec<(u64, V)>,
    len: usize,
    /// 64 − log2(slots), the shift that takes a hash to a slot.
    shift: u32,
}

/// A set of keys: a map to nothing, 8 bytes a slot.
pub type KeyTable = KeyMap<()>;

impl<V: Copy + Default> Default for KeyMap<V> {
    fn default() -> Self {
        KeyMap {
            slots: vec![(EMPTY, V::default()); 1 << 10],
            len: 0,
            shift: 64 - 10,
        }
    }
}

impl<V: Copy + Default> KeyMap<V> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    fn first_slot(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> self.shift) as usize
    }

    /// The slot holding `key`, or the empty slot where it would go.
    #[inline]
    fn slot_of(&self, key: u64) -> usize {
        debug_assert_ne!(key, EMPTY);
        let mask = self.slots.len() - 1;
        let mut at = self.first_slot(key);
        while self.slots[at].0 != key && self.slots[at].0 != EMPTY {
            at = (at + 1) & mask;
        }
        at
    }

    /// The values held, in no particular order.
    pub fn values(&self) -> impl Iterator<Item = V> + '_ {
        self.slots
            .iter()
            .filter(|&&(k, _)| k != EMPTY)
            .map(|&(_, v)| v)
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<V> {
        let (k, v) = self.slots[self.slot_of(key)];
        (k == key).then_some(v)
    }

    #[inline]
    pub fn contains(&self, key: u64) -> bool {
        self.slots[self.slot_of(key)].0 == key
    }

    /// Adds `key` with `value`; false (and the old value kept) if it was there already.
    pub fn insert(&mut self, key: u64, value: V) -> bool {
        if 4 * (self.len + 1) > 3 * self.slots.len() {
            self.grow();
        }
        let at = self.slot_of(key);
        if self.slots[at].0 == key {
            return false;
        }
        self.slots[at] = (key, value);
        self.len += 1;
        true
    }

    fn grow(&mut self) {
        let bigger = vec![(EMPTY, V::default()); 2 * self.slots.len()];
        let old = std::mem::replace(&mut self.slots, bigger);
        self.shift -= 1;
        self.len = 0;
        for (key, value) in old.into_iter().filter(|&(k, _)| k != EMPTY) {
            self.insert(key, value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    #[test]
    fn agrees_with_the_std_map() {
        let mut ours: KeyMap<u32> = KeyMap::default();
        let mut std = HashMap::new();
        let mut x = 0x2545_f491_4f6c_dd1du64;
        for step in 0..50_000u64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            // Few distinct keys at first so that inserts repeat, then many so that it grows.
            let key = if step < 10_000 { x % 3_000 } else { x >> 1 };
            assert_eq!(ours.get(key), std.get(&key).copied());
            assert_eq!(ours.contains(key), std.contains_key(&key));
            let fresh = !std.contains_key(&key);
            std.entry(key).or_insert(step as u32);
            assert_eq!(ours.insert(key, step as u32), fresh);
            assert_eq!(ours.len(), std.len());
        }
        assert!(ours.slots.len() >= 4 * ours.len() / 3);
    }
}
