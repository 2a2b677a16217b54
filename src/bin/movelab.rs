//! The `movelab` command line (DESIGN.md).
fn main() {}
