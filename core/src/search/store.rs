//! Where a search keeps what it learnt of each position it reached: a hash map for any key,
//! or a [`Dense`] array indexed by a perfect rank of the positions (0..states), which costs
//! no hashing and two bytes a position for a distance table.

use std::collections::HashMap;
use std::hash::{BuildHasher, Hash};

/// A map from a position's key to its record, as the searches use it.
pub trait Store<K, V> {
    fn get(&self, key: &K) -> Option<&V>;
    fn get_mut(&mut self, key: &K) -> Option<&mut V>;
    /// Records `value` for `key`, which the store does not hold yet.
    fn insert(&mut self, key: K, value: V);
    /// The positions held.
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<K: Eq + Hash, V, H: BuildHasher> Store<K, V> for HashMap<K, V, H> {
    #[inline]
    fn get(&self, key: &K) -> Option<&V> {
        HashMap::get(self, key)
    }
    #[inline]
    fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        HashMap::get_mut(self, key)
    }
    #[inline]
    fn insert(&mut self, key: K, value: V) {
        HashMap::insert(self, key, value);
    }
    fn len(&self) -> usize {
        HashMap::len(self)
    }
}

/// A record with a value that marks "not reached", so that a dense array needs no flag.
pub trait Vacant: Copy + PartialEq {
    const VACANT: Self;
}

impl Vacant for u16 {
    const VACANT: u16 = u16::MAX;
}

impl Vacant for u32 {
    const VACANT: u32 = u32::MAX;
}

/// Records indexed by a perfect rank of the positions, `0..states`, vacant until reached.
#[derive(Clone, Debug)]
pub struct Dense<V> {
    records: Vec<V>,
    len: usize,
}

impl<V: Vacant> Dense<V> {
    /// A store for ranks `0..states`, all vacant.
    pub fn new(states: usize) -> Dense<V> {
        Dense {
            records: vec![V::VACANT; states],
            len: 0,
        }
    }

    /// The record of every rank in rank order, `V::VACANT` where none was reached.
    pub fn records(&self) -> &[V] {
        &self.records
    }

    /// The records, for a table that keeps them after its search.
    pub fn into_records(self) -> Vec<V> {
        self.records
    }
}

impl<V: Vacant> Store<usize, V> for Dense<V> {
    #[inline]
    fn get(&self, &rank: &usize) -> Option<&V> {
        self.records.get(rank).filter(|&&v| v != V::VACANT)
    }
    #[inline]
    fn get_mut(&mut self, &rank: &usize) -> Option<&mut V> {
        self.records.get_mut(rank).filter(|v| **v != V::VACANT)
    }
    /// Panics on a rank past `states` or a vacant record: both are the caller's bugs (a
    /// ranking that is not onto `0..states`, a record the type cannot tell from vacant).
    #[inline]
    fn insert(&mut self, rank: usize, value: V) {
        assert!(value != V::VACANT, "a record equal to the vacancy marker");
        self.records[rank] = value;
        self.len += 1;
    }
    fn len(&self) -> usize {
        self.len
    }
}
