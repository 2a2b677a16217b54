//! A stack algorithm recorded (Andreica and Tapus's automaton method): items taken in order, each a
//! node entered when taken and left with its answer; the stack's entries, each a node
//! entered when pushed and left when popped (an entry still on the stack at the end is
//! never left: its `leave` is `u32::MAX`). Every step's fact is given by the caller.

use super::{Mark, Meaning, Recorder, Run, Shape, TooLong, NO_PARENT};
use crate::fact;
use crate::message::Message;

/// An entry never popped: its leave step.
pub const ON_STACK: u32 = u32::MAX;

/// Builds a [`Shape::Stack`] run. Items are drawn at their column `x` (y 0); entries at their
/// place on the stack (x from the bottom, y 1).
pub struct StackRecorder {
    r: Recorder,
    stack: Vec<u32>,
    taken: usize,
    pushes: usize,
    pops: usize,
}

impl StackRecorder {
    pub fn new(title: Message, limit: u64) -> StackRecorder {
        let mut r = Recorder::new(title, Shape::Stack, limit);
        r.run.meaning = Meaning::Actions;
        let taken = r.counter(fact!("run-counter-ones-taken"));
        let pushes = r.counter(fact!("run-counter-pushes"));
        let pops = r.counter(fact!("run-counter-pops"));
        StackRecorder {
            r,
            stack: Vec::new(),
            taken,
            pushes,
            pops,
        }
    }

    fn said(&mut self, words: Message) {
        self.r.run.words.push(words);
    }

    /// Takes an item at column `x`: entered now, left by [`StackRecorder::done`].
    pub fn take(&mut self, label: String, x: f32, words: Message) -> Result<u32, TooLong> {
        let id = self.r.enter(NO_PARENT, label, Mark::Plain)?;
        self.r.run.nodes[id as usize].x = x;
        self.r.count(self.taken);
        self.said(words);
        Ok(id)
    }

    /// Pushes an entry labelled `label` whose value is `value` and whose `options` are the
    /// figures the picture writes under it.
    pub fn push(
        &mut self,
        label: String,
        value: u64,
        options: Vec<u64>,
        words: Message,
    ) -> Result<(), TooLong> {
        let id = self.r.enter(NO_PARENT, label, Mark::Plain)?;
        let node = &mut self.r.run.nodes[id as usize];
        node.x = self.stack.len() as f32;
        node.y = 1.0;
        node.value = value;
        node.options = options;
        node.leave = ON_STACK;
        self.stack.push(id);
        self.r.count(self.pushes);
        self.said(words);
        Ok(())
    }

    /// Pops the top entry (nothing when the stack is empty).
    pub fn pop(&mut self, words: Message) -> Result<(), TooLong> {
        let Some(id) = self.stack.pop() else {
            return Ok(());
        };
        let value = self.r.run.nodes[id as usize].value;
        self.r.leave(id, value)?;
        self.r.count(self.pops);
        self.said(words);
        Ok(())
    }

    /// Item `id` is done with `value`; `options` are what the picture draws it from.
    pub fn done(
        &mut self,
        id: u32,
        value: u64,
        options: Vec<u64>,
        words: Message,
    ) -> Result<(), TooLong> {
        self.r.leave(id, value)?;
        self.r.run.nodes[id as usize].options = options;
        self.said(words);
        Ok(())
    }

    /// The run, with `grid` drawn under it (`width` cells a row).
    pub fn finish(self, grid: Vec<u8>, width: u32) -> Run {
        let mut run = self.r.run;
        run.grid = grid;
        run.grid_width = width;
        run
    }
}
