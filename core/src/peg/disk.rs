//! meet.rs's search from both ends with its layers on disk, for a problem whose reversal is
//! an image of itself (Wiegleb e1 → e1): each layer a file of sorted keys, built from sorted
//! runs of children merged, on every core, and resumed after a stop from its last complete layer.
//!
//! The directory holds `problem` (what is searched) and, for each layer k after k jumps,
//! `layer-kk.keys` (see [`Writer`]), `layer-kk.cuts` (the pagoda functions in use after it,
//! one a line) and `layer-kk.digest` ([`Digest`]), written last: a layer is complete exactly
//! when its digest is there. Anything else the search wrote (runs, `.tmp`) is partial and removed.

use super::count::Keys;
use super::meet::{
    asking_stride, on_shares, threads, Cuts, Ends, Side, CHOSEN_ON, FUNCTIONS, LINEAR_FROM,
};
use super::rules::{Finish, Jump, Peg};
use crate::fact;
use crate::message::Message;
use crate::search::sorted::radix_sort;
use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Keys a block of a key file holds at most: a thread starts reading at a block.
const BLOCK: usize = 1 << 16;

/// What the file `problem` says, so that a directory is never resumed for another problem
/// or another file format.
const FORMAT: &str = "movelab peg on-disk 1";

/// How the search runs.
#[derive(Clone, Debug)]
pub struct Options {
    /// Where the layers are kept.
    pub dir: PathBuf,
    /// Keys one thread gathers before it sorts them into a run (16 bytes each with the
    /// sort's scratch).
    pub run: usize,
    /// Threads sharing each layer.
    pub threads: usize,
    /// Runs of a thread merged into one as soon as it has this many of a size, which keeps
    /// the disk near the layer's size; eight times as many are merged at once at the end.
    pub fan_in: usize,
    /// Stop once this layer is complete (a test's stop before it resumes).
    pub stop_after: Option<usize>,
}

impl Options {
    /// Runs sized to `memory` bytes in all, on every core (two at most).
    pub fn new(dir: PathBuf, memory: u64) -> Options {
        let threads = threads();
        let run = (memory / (16 * threads as u64)).max(1 << 10);
        Options {
            dir,
            run: usize::try_from(run).unwrap_or(usize::MAX),
            threads,
            fan_in: 8,
            stop_after: None,
        }
    }
}

/// A layer's fingerprint, so that two runs can be compared layer by layer: its number of
/// keys and FNV-1a 64 over each key, in increasing order, as 8 little-endian bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digest {
    pub layer: usize,
    pub positions: u64,
    pub fnv: u64,
    /// The size of the layer's key file.
    pub bytes: u64,
}

impl Digest {
    fn text(&self) -> String {
        format!(
            "layer {}\npositions {}\nfnv1a64 {:016x}\nbytes {}\n",
            self.layer, self.positions, self.fnv, self.bytes
        )
    }

    fn parse(text: &str) -> Option<Digest> {
        let mut fields = text.lines().map(|l| l.split_once(' ').map(|(_, v)| v));
        let mut next = || fields.next().flatten();
        Some(Digest {
            layer: next()?.parse().ok()?,
            positions: next()?.parse().ok()?,
            fnv: u64::from_str_radix(next()?, 16).ok()?,
            bytes: next()?.parse().ok()?,
        })
    }
}

/// What the search reports while it runs.
#[derive(Clone, Debug)]
pub enum Progress {
    /// Layers 0 ..= `layer` were found complete on disk.
    Resumed { layer: usize },
    /// A layer is complete: `disk` bytes in all layers, `seconds` since this run began, and
    /// an estimate of the seconds left (each layer's time grown by the last growth ratio).
    Layer {
        digest: Digest,
        of: usize,
        disk: u64,
        seconds: f64,
        left: Option<f64>,
    },
    /// The children of layer `a` are met with the complements of layer `b`.
    Meeting { a: usize, b: usize },
}

/// What the search concluded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OnDisk {
    Solved(Vec<Jump>),
    /// No line: `forward` positions of `pegs` pegs from the start, `backward` of one fewer
    /// that reach the finish, no jump between (a side that dies out first: 0 and 0); every
    /// layer's digest.
    Impossible {
        forward: u64,
        backward: u64,
        pegs: u32,
        digests: Vec<Digest>,
    },
    /// Stopped, as asked, after this layer.
    Stopped(usize),
}

/// Writes sorted keys in blocks: per block the count of keys (u32 LE) and of bytes (u32 LE),
/// then the first key and each gap to the next as LEB128 varints (7 bits a byte), about 3
/// bytes a key where a key takes 8. Keeps the layer's [`Digest`].
struct Writer {
    out: BufWriter<File>,
    block: Vec<u8>,
    in_block: usize,
    previous: u64,
    positions: u64,
    fnv: u64,
    bytes: u64,
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

impl Writer {
    fn create(path: &Path) -> io::Result<Writer> {
        Ok(Writer {
            out: BufWriter::with_capacity(1 << 20, File::create(path)?),
            block: Vec::new(),
            in_block: 0,
            previous: 0,
            positions: 0,
            fnv: FNV_OFFSET,
            bytes: 0,
        })
    }

    fn push(&mut self, key: u64) -> io::Result<()> {
        debug_assert!(self.positions == 0 || key > self.previous);
        let mut gap = if self.in_block == 0 {
            key
        } else {
            key - self.previous
        };
        while gap >= 0x80 {
            self.block.push(gap as u8 | 0x80);
            gap >>= 7;
        }
        self.block.push(gap as u8);
        for b in key.to_le_bytes() {
            self.fnv = (self.fnv ^ u64::from(b)).wrapping_mul(FNV_PRIME);
        }
        self.previous = key;
        self.positions += 1;
        self.in_block += 1;
        if self.in_block == BLOCK {
            self.flush_block()?;
        }
        Ok(())
    }

    fn flush_block(&mut self) -> io::Result<()> {
        if self.in_block > 0 {
            self.out.write_all(&(self.in_block as u32).to_le_bytes())?;
            self.out
                .write_all(&(self.block.len() as u32).to_le_bytes())?;
            self.out.write_all(&self.block)?;
            self.bytes += 8 + self.block.len() as u64;
            self.block.clear();
            self.in_block = 0;
        }
        Ok(())
    }

    /// Flushed, and to the disk when `sync` (a layer renamed into place is whole; a run is
    /// read back at once and partial if the search stops): its count, hash and size.
    fn finish(mut self, layer: usize, sync: bool) -> io::Result<Digest> {
        self.flush_block()?;
        let file = self.out.into_inner().map_err(|e| e.into_error())?;
        if sync {
            file.sync_all()?;
        }
        Ok(Digest {
            layer,
            positions: self.positions,
            fnv: self.fnv,
            bytes: self.bytes,
        })
    }
}

/// Reads a key file a block at a time, from a block on.
struct Reader {
    input: BufReader<File>,
    blocks: usize,
    bytes: Vec<u8>,
}

impl Reader {
    /// The blocks `from..to` of the file (the block offsets from [`blocks`]).
    fn open(path: &Path, offsets: &[u64], from: usize, to: usize) -> io::Result<Reader> {
        let mut input = BufReader::with_capacity(1 << 20, File::open(path)?);
        if from < offsets.len() {
            input.seek(SeekFrom::Start(offsets[from]))?;
        }
        Ok(Reader {
            input,
            blocks: to.saturating_sub(from),
            bytes: Vec::new(),
        })
    }

    fn whole(path: &Path) -> io::Result<Reader> {
        Reader::open(path, &[], 0, usize::MAX)
    }

    /// The next block's keys in `out` (cleared first); false at the end.
    fn next_block(&mut self, out: &mut Vec<u64>) -> io::Result<bool> {
        out.clear();
        if self.blocks == 0 {
            return Ok(false);
        }
        let mut head = [0u8; 8];
        match self.input.read_exact(&mut head) {
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(false),
            other => other?,
        }
        self.blocks -= 1;
        let n = u32::from_le_bytes(head[..4].try_into().expect("4 bytes")) as usize;
        let len = u32::from_le_bytes(head[4..].try_into().expect("4 bytes")) as usize;
        self.bytes.resize(len, 0);
        self.input.read_exact(&mut self.bytes)?;
        let (mut key, mut value, mut shift) = (0u64, 0u64, 0);
        for &b in &self.bytes {
            value |= u64::from(b & 0x7f) << shift;
            shift += 7;
            if b < 0x80 {
                key = if out.is_empty() { value } else { key + value };
                out.push(key);
                (value, shift) = (0, 0);
            }
        }
        if out.len() != n {
            return Err(io::Error::new(io::ErrorKind::InvalidData, "a broken block"));
        }
        Ok(true)
    }
}

/// Where each block of a key file starts.
fn blocks(path: &Path) -> io::Result<Vec<u64>> {
    let mut file = BufReader::new(File::open(path)?);
    let (mut offsets, mut at) = (Vec::new(), 0u64);
    let mut head = [0u8; 8];
    loop {
        match file.read_exact(&mut head) {
            Err(e) if e.kind() == io::ErrorKind::UnexpectedEof => return Ok(offsets),
            other => other?,
        }
        offsets.push(at);
        let len = u32::from_le_bytes(head[4..].try_into().expect("4 bytes"));
        file.seek_relative(i64::from(len))?;
        at += 8 + u64::from(len);
    }
}

/// Every key of a file, in order, to `each`.
fn each_key(path: &Path, mut each: impl FnMut(u64) -> io::Result<()>) -> io::Result<()> {
    let mut reader = Reader::whole(path)?;
    let mut keys = Vec::new();
    while reader.next_block(&mut keys)? {
        for &k in &keys {
            each(k)?;
        }
    }
    Ok(())
}

/// Calls `run` with each sorted run (keys once each) of the keys `expand` pushes for the
/// keys of the file at `path`, each of `threads` threads on its share of the blocks with
/// its own buffer of about `run_len` keys and its own expander from `make`; a run that
/// returns true stops its thread. Each thread's `T` at the end.
fn each_run<E, T>(
    path: &Path,
    options: &Options,
    bits: u32,
    make: impl Fn() -> E + Sync,
    run: impl Fn(&mut Vec<u64>, &mut T) -> io::Result<bool> + Sync,
) -> io::Result<Vec<T>>
where
    E: FnMut(u64, &mut Vec<u64>),
    T: Send + Default,
{
    let offsets = blocks(path)?;
    let threads = options.threads.max(1);
    let work = |from: usize, to: usize| -> io::Result<T> {
        let mut reader = Reader::open(path, &offsets, from, to)?;
        let mut expand = make();
        let mut state = T::default();
        let (mut parents, mut scratch) = (Vec::new(), Vec::new());
        // A run ends at the parent that fills it: one parent has fewer than 256 children.
        // Grown as needed, so that a run larger than any layer costs only what it holds.
        let mut children = Vec::with_capacity((options.run + 256).min(1 << 20));
        loop {
            let more = reader.next_block(&mut parents)?;
            for &p in &parents {
                expand(p, &mut children);
                if children.len() >= options.run {
                    radix_sort(&mut children, bits, &mut scratch);
                    children.dedup();
                    if run(&mut children, &mut state)? {
                        return Ok(state);
                    }
                    children.clear();
                }
            }
            if !more {
                break;
            }
        }
        if !children.is_empty() {
            radix_sort(&mut children, bits, &mut scratch);
            children.dedup();
            run(&mut children, &mut state)?;
        }
        Ok(state)
    };
    on_shares(threads, offsets.len(), work)
        .into_iter()
        .collect()
}

/// The sorted set, once each, of the keys `expand` makes from the keys at `from`, written
/// to `to` (a fresh file): runs written to `to`'s name with `.run-t-n`, then merged.
fn gather<E: FnMut(u64, &mut Vec<u64>)>(
    from: &Path,
    to: &Path,
    options: &Options,
    bits: u32,
    make: impl Fn() -> E + Sync,
) -> io::Result<Digest> {
    let counter = std::sync::atomic::AtomicUsize::new(0);
    let name = || {
        let n = counter.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        with_suffix(to, &format!("run-{n}"))
    };
    let fan_in = options.fan_in.max(2);
    // Each thread merges its runs as they come, `fan_in` of a level into one of the next:
    // the children of a layer repeat (Wiegleb's layer 18: at least 29 runs of 134 million
    // keys for 527 million positions), so the runs on disk stay near the layer's size.
    let levels = each_run(
        from,
        options,
        bits,
        make,
        |keys, levels: &mut Vec<Vec<PathBuf>>| {
            let path = name();
            let mut writer = Writer::create(&path)?;
            for &k in keys.iter() {
                writer.push(k)?;
            }
            writer.finish(0, false)?;
            if levels.is_empty() {
                levels.push(Vec::new());
            }
            levels[0].push(path);
            let mut l = 0;
            while levels[l].len() >= fan_in {
                let path = name();
                merge(&levels[l], &path, false)?;
                for run in levels[l].drain(..) {
                    fs::remove_file(run)?;
                }
                if levels.len() == l + 1 {
                    levels.push(Vec::new());
                }
                levels[l + 1].push(path);
                l += 1;
            }
            Ok(false)
        },
    )?;
    let mut runs: Vec<PathBuf> = levels.into_iter().flatten().flatten().collect();
    // The rest merged in rounds until so few are left, to keep within open files.
    let mut round = 0;
    while runs.len() > 8 * fan_in {
        let mut merged = Vec::new();
        for (i, group) in runs.chunks(8 * fan_in).enumerate() {
            let path = with_suffix(to, &format!("run-m{round}-{i}"));
            merge(group, &path, false)?;
            for run in group {
                fs::remove_file(run)?;
            }
            merged.push(path);
        }
        runs = merged;
        round += 1;
    }
    let digest = merge(&runs, to, true)?;
    for run in &runs {
        fs::remove_file(run)?;
    }
    Ok(digest)
}

/// The union of sorted key files, once each, written to `to` (synced to the disk or not).
fn merge(runs: &[PathBuf], to: &Path, sync: bool) -> io::Result<Digest> {
    let mut readers = runs
        .iter()
        .map(|p| Reader::whole(p))
        .collect::<io::Result<Vec<_>>>()?;
    let mut blocks: Vec<(Vec<u64>, usize)> = vec![(Vec::new(), 0); runs.len()];
    let mut heap = BinaryHeap::new();
    for (i, r) in readers.iter_mut().enumerate() {
        if r.next_block(&mut blocks[i].0)? {
            heap.push(Reverse((blocks[i].0[0], i)));
        }
    }
    let mut writer = Writer::create(to)?;
    let mut last = None;
    while let Some(Reverse((key, i))) = heap.pop() {
        if last != Some(key) {
            writer.push(key)?;
            last = Some(key);
        }
        let (block, at) = &mut blocks[i];
        *at += 1;
        if *at == block.len() {
            *at = 0;
            if !readers[i].next_block(block)? {
                continue;
            }
        }
        heap.push(Reverse((block[*at], i)));
    }
    writer.finish(0, sync)
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

fn layer_path(dir: &Path, k: usize, what: &str) -> PathBuf {
    dir.join(format!("layer-{k:02}.{what}"))
}

/// Writes `text` to `path` whole: to a `.tmp` file synced, then renamed.
fn write_whole(path: &Path, text: &str) -> io::Result<()> {
    let tmp = with_suffix(path, "tmp");
    let mut file = File::create(&tmp)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()?;
    fs::rename(tmp, path)
}

fn cuts_text(cuts: &Cuts) -> String {
    let mut text = String::new();
    for f in &cuts.functions {
        let line: Vec<String> = f.iter().map(i32::to_string).collect();
        text.push_str(&line.join(" "));
        text.push('\n');
    }
    text
}

/// The cuts of a finish with exactly the functions of `text` ([`cuts_text`]) in use.
fn cuts_from(mut cuts: Cuts, text: &str) -> Option<Cuts> {
    cuts.keep(&[]);
    for line in text.lines() {
        let weights: Vec<i32> = line
            .split(' ')
            .map(str::parse)
            .collect::<Result<_, _>>()
            .ok()?;
        if !cuts.push(&weights) {
            return None;
        }
    }
    Some(cuts)
}

/// The problem's setting: as meet.rs's `meet` takes it when one side stands for both.
struct Setting {
    keys: Keys,
    /// The symmetry swapping the ends (the identity when they are one hole).
    swap: Vec<u8>,
    finishes: Vec<u8>,
    jumps: usize,
    bits: u32,
}

fn setting(game: &Peg) -> Option<Setting> {
    let board = &game.board;
    let vacancy = board.full() & !game.start;
    let Finish::Hole(finish) = game.finish else {
        return None;
    };
    if vacancy.count_ones() != 1 || board.holes() > 45 || game.start.count_ones() < 2 {
        return None;
    }
    let ends = Ends::new(board, vacancy.trailing_zeros() as u8, finish);
    Some(Setting {
        // Only a problem whose reversal is an image of itself: one side stands for both.
        swap: ends.swap?,
        keys: ends.keys,
        finishes: ends.finishes,
        jumps: game.start.count_ones() as usize - 1,
        bits: board.holes() as u32,
    })
}

/// The size of each layer meet.rs's search holds in memory for `game`, as far as it grows
/// them, which the layers on disk equal (the tests compare them); `None` when the problem
/// is not one [`search`] takes.
pub fn in_memory_layers(game: &Peg) -> Option<Vec<u64>> {
    let setting = setting(game)?;
    let mut side = Side::new(&setting.keys, &game.board, game.start, &setting.finishes);
    while side.layers.len() <= setting.jumps / 2 && !side.layers.last()?.is_empty() {
        side.grow(&setting.keys);
    }
    Some(side.layers.iter().map(|l| l.len() as u64).collect())
}

/// The size of each complete layer in `dir`, in order.
pub fn layers_on_disk(dir: &Path) -> Vec<u64> {
    (0..)
        .map_while(|k| fs::read_to_string(layer_path(dir, k, "digest")).ok())
        .map_while(|t| Digest::parse(&t).map(|d| d.positions))
        .collect()
}

fn io_fact(path: &Path, e: &io::Error) -> Message {
    fact!(
        "peg-disk-io",
        path = path.display().to_string(),
        why = e.to_string()
    )
}

/// Decides `game` with its layers in `options.dir` (created if missing; a search of the
/// same problem left there is resumed), reporting to `progress`. A refusal when the problem
/// is not one whose reversal is an image of itself, or when the directory fails.
pub fn search(
    game: &Peg,
    options: &Options,
    mut progress: impl FnMut(Progress),
) -> Result<OnDisk, Message> {
    let Some(setting) = setting(game) else {
        return Err(fact!("peg-disk-not-one-side"));
    };
    let dir = &options.dir;
    let fail = |path: &Path| {
        let path = path.to_path_buf();
        move |e: io::Error| io_fact(&path, &e)
    };
    fs::create_dir_all(dir).map_err(fail(dir))?;
    let board = &game.board;
    let problem = format!(
        "{FORMAT}\nboard {}\nempty {}\nfinish {}\n",
        board.name,
        game.names(board.full() & !game.start).join(","),
        match game.finish {
            Finish::Hole(h) => board.name_of(h),
            Finish::Any => "any".into(),
        }
    );
    let problem_path = dir.join("problem");
    match fs::read_to_string(&problem_path) {
        Ok(text) if text == problem => {}
        Ok(_) => {
            return Err(fact!(
                "peg-disk-other-problem",
                path = dir.display().to_string()
            ))
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            write_whole(&problem_path, &problem).map_err(fail(&problem_path))?;
        }
        Err(e) => return Err(io_fact(&problem_path, &e)),
    }
    let (digests, cuts) = resume(dir, game, &setting).map_err(fail(dir))?;
    let mut digests = digests;
    let mut cuts = match cuts {
        Some(cuts) => {
            progress(Progress::Resumed {
                layer: digests.len() - 1,
            });
            cuts
        }
        None => {
            let cuts = Cuts::new(board, &setting.finishes);
            let start = setting.keys.key(game.start);
            let path = layer_path(dir, 0, "keys");
            let digest = write_layer(dir, 0, &cuts, |w| w.push(start)).map_err(fail(&path))?;
            digests.push(digest);
            cuts
        }
    };
    // Layers a and b with a + b + 1 = jumps, a ≥ b: the jump between them made on the fly.
    let a = setting.jumps / 2;
    let b = setting.jumps - 1 - a;
    let began = Instant::now();
    let mut times: Vec<f64> = Vec::new();
    while digests.len() <= a {
        let k = digests.len() - 1;
        if digests[k].positions == 0 {
            break;
        }
        if options.stop_after.is_some_and(|s| k >= s) {
            return Ok(OnDisk::Stopped(k));
        }
        let layer_began = Instant::now();
        let digest = grow(dir, k, &mut cuts, &setting, options).map_err(fail(dir))?;
        times.push(layer_began.elapsed().as_secs_f64());
        let disk = digests.iter().map(|d| d.bytes).sum::<u64>() + digest.bytes;
        // Each layer costs as its parents' count: the next one the growth ratio times the last.
        let left = (digests[k].positions > 0).then(|| {
            let ratio = digest.positions as f64 / digests[k].positions as f64;
            let last = times.last().copied().unwrap_or(0.0);
            // The layers still to build, and the meeting, which expands layer a once more.
            (1..=(a - k))
                .map(|j| last * ratio.powi(j as i32))
                .sum::<f64>()
        });
        digests.push(digest.clone());
        progress(Progress::Layer {
            digest,
            of: a,
            disk,
            seconds: began.elapsed().as_secs_f64(),
            left,
        });
    }
    let start_pegs = game.start.count_ones();
    let last = digests.last().expect("layer 0");
    if last.positions == 0 {
        return Ok(OnDisk::Impossible {
            forward: 0,
            backward: 0,
            pegs: start_pegs + 1 - digests.len() as u32,
            digests,
        });
    }
    progress(Progress::Meeting { a, b });
    let far_path = dir.join(format!("complements-{b:02}.keys"));
    let far = complements(dir, b, &far_path, board, &setting, options).map_err(fail(&far_path))?;
    let met = first_child_in(dir, a, &far_path, &cuts, &setting, options).map_err(fail(dir))?;
    let Some(met) = met else {
        return Ok(OnDisk::Impossible {
            forward: digests[a].positions,
            backward: far.positions,
            pegs: start_pegs - a as u32,
            digests,
        });
    };
    line(dir, game, &setting, met)
        .map(OnDisk::Solved)
        .map_err(fail(dir))
}

/// The layers complete in `dir` and the cuts in use after the last (none: start afresh);
/// every partial file removed.
fn resume(dir: &Path, game: &Peg, setting: &Setting) -> io::Result<(Vec<Digest>, Option<Cuts>)> {
    let mut digests = Vec::new();
    let mut cuts = None;
    for k in 0.. {
        let read = |what| fs::read_to_string(layer_path(dir, k, what));
        let (Ok(digest), Ok(functions)) = (read("digest"), read("cuts")) else {
            break;
        };
        let size = fs::metadata(layer_path(dir, k, "keys"))
            .ok()
            .map(|m| m.len());
        let Some(digest) = Digest::parse(&digest).filter(|d| Some(d.bytes) == size) else {
            break;
        };
        let Some(c) = cuts_from(Cuts::new(&game.board, &setting.finishes), &functions) else {
            break;
        };
        digests.push(digest);
        cuts = Some(c);
    }
    // Everything past the complete layers, and every run and temporary file, is partial.
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let layer = name
            .strip_prefix("layer-")
            .and_then(|rest| rest.split('.').next())
            .and_then(|k| k.parse::<usize>().ok());
        let partial = name.contains(".run-")
            || name.ends_with(".tmp")
            || name.ends_with(".merged")
            || layer.is_some_and(|k| k >= digests.len())
            || (name.starts_with("complements-")
                && name.ends_with(".keys")
                && !dir.join(name.replace(".keys", ".digest")).exists());
        if partial {
            fs::remove_file(entry.path())?;
        }
    }
    Ok((digests, cuts))
}

/// Writes layer `k` from `fill`, then its cuts, then its digest (which makes it complete).
fn write_layer(
    dir: &Path,
    k: usize,
    cuts: &Cuts,
    fill: impl FnOnce(&mut Writer) -> io::Result<()>,
) -> io::Result<Digest> {
    let path = layer_path(dir, k, "keys");
    let tmp = with_suffix(&path, "tmp");
    let mut writer = Writer::create(&tmp)?;
    fill(&mut writer)?;
    let digest = writer.finish(k, true)?;
    fs::rename(&tmp, &path)?;
    write_whole(&layer_path(dir, k, "cuts"), &cuts_text(cuts))?;
    write_whole(&layer_path(dir, k, "digest"), &digest.text())?;
    Ok(digest)
}

/// What one thread calls on each parent: the keys it makes pushed on the vector.
type Expander<'a> = Box<dyn FnMut(u64, &mut Vec<u64>) + 'a>;

/// An expander of a layer's children that no function of `cuts` refuses (each thread's
/// slacks updated from the parent before, its neighbour in the sorted layer).
fn children<'a>(cuts: &'a Cuts, keys: &'a Keys) -> impl Fn() -> Expander<'a> + Sync + 'a {
    move || {
        let mut slacks = [0i16; FUNCTIONS];
        let mut before = None;
        Box::new(move |pegs, out: &mut Vec<u64>| {
            cuts.slacks(before, pegs, &mut slacks);
            before = Some(pegs);
            keys.children_kept(pegs, out, |j| !cuts.refuses(&slacks, j));
        })
    }
}

/// Builds layer k + 1 from layer k as meet.rs's `Side::grow` does: the children no function
/// refuses, then a sample asked of linear programming (a function found joins the cuts and
/// the position is left out), then the functions a cover of a sample's children picks.
fn grow(
    dir: &Path,
    k: usize,
    cuts: &mut Cuts,
    setting: &Setting,
    options: &Options,
) -> io::Result<Digest> {
    let from = layer_path(dir, k, "keys");
    let merged = layer_path(dir, k + 1, "merged");
    let all = {
        let cuts = &*cuts;
        gather(
            &from,
            &merged,
            options,
            setting.bits,
            children(cuts, &setting.keys),
        )?
    };
    let n = all.positions as usize;
    if n < LINEAR_FROM {
        let digest = write_layer(dir, k + 1, cuts, |w| each_key(&merged, |key| w.push(key)))?;
        fs::remove_file(&merged)?;
        return Ok(digest);
    }
    let every = asking_stride(n);
    let path = layer_path(dir, k + 1, "keys");
    let tmp = with_suffix(&path, "tmp");
    let mut writer = Writer::create(&tmp)?;
    let mut seen = 0;
    each_key(&merged, |pegs| {
        seen += 1;
        if seen % every == 0 && cuts.len < FUNCTIONS && cuts.learn(pegs) {
            return Ok(());
        }
        writer.push(pegs)
    })?;
    let kept = writer.positions as usize;
    let every = (kept / CHOSEN_ON).max(1);
    let mut sample = Vec::new();
    let mut seen = 0;
    // The file written is read back for the sample (its count known only at its end).
    writer.flush_block()?;
    writer.out.flush()?;
    each_key(&tmp, |pegs| {
        if seen % every == 0 {
            sample.push(pegs);
        }
        seen += 1;
        Ok(())
    })?;
    cuts.choose(&sample);
    let digest = writer.finish(k + 1, true)?;
    fs::rename(&tmp, &path)?;
    write_whole(&layer_path(dir, k + 1, "cuts"), &cuts_text(cuts))?;
    write_whole(&layer_path(dir, k + 1, "digest"), &digest.text())?;
    fs::remove_file(&merged)?;
    Ok(digest)
}

/// The sorted keys of the complements of layer b's positions under the swap (positions that
/// reach the finish in b jumps), written once to `to` with a digest beside it.
fn complements(
    dir: &Path,
    b: usize,
    to: &Path,
    board: &super::Board,
    setting: &Setting,
    options: &Options,
) -> io::Result<Digest> {
    let digest_path = to.with_extension("digest");
    if let Some(d) = fs::read_to_string(&digest_path)
        .ok()
        .and_then(|t| Digest::parse(&t))
    {
        return Ok(d);
    }
    let tmp = with_suffix(to, "tmp");
    let (keys, swap, full) = (&setting.keys, &setting.swap, board.full());
    let mut digest = gather(
        &layer_path(dir, b, "keys"),
        &tmp,
        options,
        setting.bits,
        || move |p: u64, out: &mut Vec<u64>| out.push(keys.key(full ^ board.image(swap, p))),
    )?;
    digest.layer = b;
    fs::rename(&tmp, to)?;
    write_whole(&digest_path, &digest.text())?;
    Ok(digest)
}

/// A child of layer `a` that no function refuses whose key is in the file `far`: each
/// thread's sorted runs of children met with `far` read from its start.
fn first_child_in(
    dir: &Path,
    a: usize,
    far: &Path,
    cuts: &Cuts,
    setting: &Setting,
    options: &Options,
) -> io::Result<Option<u64>> {
    let found = each_run(
        &layer_path(dir, a, "keys"),
        options,
        setting.bits,
        children(cuts, &setting.keys),
        |run, met: &mut Option<u64>| {
            let mut reader = Reader::whole(far)?;
            let mut block = Vec::new();
            let mut i = 0;
            while i < run.len() && reader.next_block(&mut block)? {
                for &key in &block {
                    while i < run.len() && run[i] < key {
                        i += 1;
                    }
                    if i == run.len() {
                        break;
                    }
                    if run[i] == key {
                        *met = Some(key);
                        return Ok(true);
                    }
                }
            }
            Ok(false)
        },
    )?;
    Ok(found.into_iter().flatten().next())
}

/// Which of `wanted` (sorted) are keys of layer `k`.
fn held_in(dir: &Path, k: usize, wanted: &[u64]) -> io::Result<Vec<u64>> {
    let mut found = Vec::new();
    let mut i = 0;
    each_key(&layer_path(dir, k, "keys"), |key| {
        while i < wanted.len() && wanted[i] < key {
            i += 1;
        }
        if i < wanted.len() && wanted[i] == key {
            found.push(key);
        }
        Ok(())
    })?;
    Ok(found)
}

/// The jumps from the start to `target`, a position whose key is a child of layer `depth − 1`
/// (`depth` jumps from the start), found back one layer at a time: a jump read backwards to
/// a position whose key is in the layer before, read from its file (meet.rs's `path`).
fn back_to_start(dir: &Path, game: &Peg, setting: &Setting, target: u64) -> io::Result<Vec<Jump>> {
    let board = &game.board;
    let depth = game.start.count_ones() as usize - target.count_ones() as usize;
    let mut at = target;
    let mut back = Vec::new();
    for k in (1..=depth).rev() {
        let before: Vec<(u64, Jump)> = board
            .jumps
            .iter()
            .filter(|&&(f, o, t)| at >> t & 1 == 1 && at >> f & 1 == 0 && at >> o & 1 == 0)
            .map(|&(f, o, t)| {
                (
                    at ^ (1u64 << f | 1u64 << o | 1u64 << t),
                    Jump { from: f, to: t },
                )
            })
            .collect();
        let mut wanted: Vec<u64> = before.iter().map(|&(p, _)| setting.keys.key(p)).collect();
        wanted.sort_unstable();
        wanted.dedup();
        let held = held_in(dir, k - 1, &wanted)?;
        let &(p, jump) = before
            .iter()
            .find(|(p, _)| held.binary_search(&setting.keys.key(*p)).is_ok())
            .ok_or_else(|| {
                io::Error::new(
                    io::ErrorKind::InvalidData,
                    "a held position without a held parent",
                )
            })?;
        back.push(jump);
        at = p;
    }
    back.reverse();
    Ok(back)
}

/// The line through the meeting position `met` (a child of layer a whose complement, under
/// the swap, is held too): back to the start, then on to the finish as the complement's
/// line read backwards (meet.rs's end of `meet`).
fn line(dir: &Path, game: &Peg, setting: &Setting, met: u64) -> io::Result<Vec<Jump>> {
    let board = &game.board;
    let mut line = back_to_start(dir, game, setting, met)?;
    let s = &setting.swap;
    let mut inverse = vec![0u8; s.len()];
    for (k, &image) in s.iter().enumerate() {
        inverse[image as usize] = k as u8;
    }
    let tail = back_to_start(dir, game, setting, board.image(s, board.full() ^ met))?;
    line.extend(tail.into_iter().rev().map(|j| Jump {
        from: inverse[j.from as usize],
        to: inverse[j.to as usize],
    }));
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::peg::meet::{meet, Met};

    /// A fresh directory for one test.
    fn fresh(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("movelab-disk-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    /// Runs of 100 keys merged 2 at a time, so that the large layers are many runs merged
    /// at several levels and in rounds.
    fn small(dir: &Path) -> Options {
        Options {
            dir: dir.to_path_buf(),
            run: 100,
            threads: 2,
            fan_in: 2,
            stop_after: None,
        }
    }

    /// The on-disk search gives meet.rs's layers and verdict; a line reaches the goal.
    fn agrees(board: &str, hole: &str, name: &str) -> OnDisk {
        let game = Peg::new(board, &[hole], hole).unwrap();
        let dir = fresh(name);
        let found = search(&game, &small(&dir), |_| {}).unwrap();
        let layers = layers_on_disk(&dir);
        assert_eq!(Some(layers), in_memory_layers(&game), "{board} {hole}");
        match (&found, meet(&game, usize::MAX).unwrap()) {
            (OnDisk::Solved(line), Met::Solved(_)) => {
                let v = crate::game::replay(&game, line.clone()).unwrap();
                assert!(v.reached_goal, "{board} {hole}");
            }
            (
                OnDisk::Impossible {
                    forward,
                    backward,
                    pegs,
                    ..
                },
                Met::Impossible {
                    forward: f,
                    backward: b,
                    pegs: p,
                    ..
                },
            ) => assert_eq!((*forward, *backward, *pegs), (f as u64, b as u64, p)),
            (found, met) => panic!("{board} {hole}: {found:?} on disk, {met:?} in memory"),
        }
        fs::remove_dir_all(&dir).unwrap();
        found
    }

    #[test]
    fn the_small_boards_agree_with_the_search_in_memory() {
        let (mut solved, mut impossible) = (0, 0);
        for (board, holes) in [
            ("triangle5", &["a1", "a3", "b3", "c5", "c3"][..]),
            ("triangle6", &["a1", "b4", "c5"][..]),
        ] {
            for hole in holes {
                match agrees(board, hole, &format!("{board}-{hole}")) {
                    OnDisk::Solved(_) => solved += 1,
                    OnDisk::Impossible { .. } => impossible += 1,
                    OnDisk::Stopped(_) => unreachable!(),
                }
            }
        }
        assert!(
            solved > 0 && impossible > 0,
            "{solved} solved, {impossible} impossible"
        );
    }

    #[test]
    fn a_stopped_search_resumes_to_the_same_digests() {
        let game = Peg::new("triangle5", &["a1"], "a1").unwrap();
        let whole = fresh("whole");
        let found = search(&game, &small(&whole), |_| {}).unwrap();
        let dir = fresh("stopped");
        let mut options = small(&dir);
        options.stop_after = Some(3);
        assert_eq!(search(&game, &options, |_| {}).unwrap(), OnDisk::Stopped(3));
        // What a search killed while building layer 4 leaves behind.
        fs::write(layer_path(&dir, 4, "merged.run-3"), b"partial").unwrap();
        fs::write(layer_path(&dir, 4, "keys.tmp"), b"partial").unwrap();
        options.stop_after = None;
        let mut resumed = None;
        let again = search(&game, &options, |p| {
            if let Progress::Resumed { layer } = p {
                resumed = Some(layer);
            }
        })
        .unwrap();
        assert_eq!(resumed, Some(3));
        assert!(matches!(found, OnDisk::Solved(_)), "{found:?}");
        assert_eq!(again, found);
        for k in 0..=(game.start.count_ones() as usize - 1) / 2 {
            let read = |dir: &Path| fs::read_to_string(layer_path(dir, k, "digest")).unwrap();
            assert_eq!(read(&dir), read(&whole), "layer {k}");
        }
        // Another problem is not resumed from these layers.
        let other = Peg::new("triangle5", &["c3"], "c3").unwrap();
        assert_eq!(
            search(&other, &options, |_| {}).unwrap_err().id,
            "peg-disk-other-problem"
        );
        fs::remove_dir_all(&dir).unwrap();
        fs::remove_dir_all(&whole).unwrap();
    }

    #[test]
    fn a_key_file_reads_back_its_keys_and_hash() {
        let dir = fresh("keys");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("k");
        let keys: Vec<u64> = (0..200_000u64).map(|k| k * k * 977 + (k & 3)).collect();
        let mut w = Writer::create(&path).unwrap();
        for &k in &keys {
            w.push(k).unwrap();
        }
        let digest = w.finish(0, true).unwrap();
        let mut fnv = FNV_OFFSET;
        for b in keys.iter().flat_map(|k| k.to_le_bytes()) {
            fnv = (fnv ^ u64::from(b)).wrapping_mul(FNV_PRIME);
        }
        assert_eq!((digest.positions, digest.fnv), (keys.len() as u64, fnv));
        assert_eq!(digest.bytes, fs::metadata(&path).unwrap().len());
        let mut back = Vec::new();
        each_key(&path, |k| {
            back.push(k);
            Ok(())
        })
        .unwrap();
        assert_eq!(back, keys);
        // From the third block on, as a second thread reads it.
        let offsets = blocks(&path).unwrap();
        assert_eq!(offsets.len(), keys.len().div_ceil(BLOCK));
        let mut reader = Reader::open(&path, &offsets, 2, 3).unwrap();
        let mut block = Vec::new();
        assert!(reader.next_block(&mut block).unwrap());
        assert_eq!(block, keys[2 * BLOCK..3 * BLOCK]);
        assert!(!reader.next_block(&mut block).unwrap());
        assert_eq!(Digest::parse(&digest.text()), Some(digest));
        fs::remove_dir_all(&dir).unwrap();
    }
}
