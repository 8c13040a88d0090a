package classify

import "strings"

// walCheckpointRow reads the result row of SQLite's PRAGMA wal_checkpoint
// handed back as the step's output (set 1472). The pragma does not fail
// when it cannot finish: it returns one row (busy, log, checkpointed)
// (https://www.sqlite.org/pragma.html#pragma_wal_checkpoint,
// c3ref/wal_checkpoint_v2.html). busy is 1 when a RESTART, FULL or
// TRUNCATE checkpoint was blocked by a reader or writer, and a PASSIVE one
// that copied fewer frames than the log holds left the rest to readers
// still on older snapshots: both clear once those readers end (transient).
// log and checkpointed are -1 when the database is not in WAL mode:
// nothing was checkpointed, the call "worked" and did nothing (ambiguous).
// A row with busy 0 and every frame checkpointed is a success: unknown,
// not the wait its word "busy" would suggest. The row is read after the pragma's name, in the shapes a
// caller prints it: "busy=1, log=5, checkpointed=3", the sqlite3 shell's
// "1|5|3", Python's "(1, 5, 3)", a Go row "[1 5 3]".
func walCheckpointRow(t string) (Result, bool) {
	i := indexFold(t, "wal_checkpoint")
	if i < 0 {
		return Result{}, false
	}
	rest := t[i+len("wal_checkpoint"):]
	// Skip the mode argument, "(TRUNCATE)", so its text is not a number.
	if strings.HasPrefix(rest, "(") {
		if j := strings.IndexByte(rest, ')'); j > 0 {
			rest = rest[j+1:]
		}
	}
	var n [3]int
	got := 0
	for k := 0; k < len(rest) && got < 3; {
		c := rest[k]
		neg := c == '-' && k+1 < len(rest) && isDigitByte(rest[k+1]) && (k == 0 || !isWordByte(rest[k-1]))
		if !isDigitByte(c) && !neg {
			k++
			continue
		}
		if isDigitByte(c) && k > 0 && isWordByte(rest[k-1]) {
			// a digit inside a word ("v2", "log5") is no field
			for k < len(rest) && isWordByte(rest[k]) {
				k++
			}
			continue
		}
		sign := 1
		if neg {
			sign = -1
			k++
		}
		v, w := leadingInt(rest[k:])
		k += w
		n[got] = sign * v
		got++
	}
	if got < 3 {
		return Result{}, false
	}
	busy, log, done := n[0], n[1], n[2]
	switch {
	case busy == 0 && log == -1 && done == -1:
		return Result{Kind: ambiguous, Reason: "sqlite: PRAGMA wal_checkpoint returned -1 frames: the database is not in WAL mode, so nothing was checkpointed"}, true
	case busy == 1 && log >= 0:
		return Result{Kind: transient, Reason: "sqlite: PRAGMA wal_checkpoint returned busy=1: a reader or writer blocked the checkpoint; run it again once they end"}, true
	case busy == 0 && log > 0 && done >= 0 && done < log:
		return Result{Kind: transient, Reason: "sqlite: PRAGMA wal_checkpoint copied fewer frames than the log holds: readers on older snapshots kept the rest; run it again once they end"}, true
	case busy == 0 && log >= 0 && done == log:
		// Complete: the row is no failure, and its "busy" is no wait.
		return Result{Kind: unk, Reason: "sqlite: PRAGMA wal_checkpoint completed (busy=0, every frame checkpointed): the row shows no failure"}, true
	}
	return Result{}, false
}
