// Package ai is Diamond's computer player: level 1 a plain Monte Carlo
// tree search, the levels above it forced wins first, never a move that
// loses at once, then alpha-beta with a threat extension (levels.go;
// EXPERIMENTS.md has what was tried). It is pure Go, so it runs natively
// in tests and the tools and as WebAssembly in the app's Web Worker
// (rules/players), never on the page's thread.
package ai
