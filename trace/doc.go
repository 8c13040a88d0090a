// Package trace writes and reads rung's JSONL trace: one header line, then
// one record per engine event of one or more runs. It is what `rung doctor`
// and the tests read; docs/trace.md documents every field and the
// versioning rules.
//
// # Writing
//
// A Writer is a rung.Observer:
//
//	w := trace.NewWriter(f)
//	engine.Observers = append(engine.Observers, w)
//	report, err := engine.Run(ctx, plan)
//	if cerr := w.Close(); cerr != nil { ... }
//
// The writer redacts as it converts (FromEvent): error messages, reasons,
// facts, probe arguments and outputs and signature targets pass through
// rung.Redact, the values of secret-named keys (password, token,
// authorization, api_key, ...) are replaced whole, and idempotency keys
// appear only hashed (KeyHash). It is safe for concurrent use and buffered,
// but briefly: it flushes at each step boundary and at most FlushInterval
// after any other record, in whole lines, so a killed process leaves its
// trace up to there. Close flushes the rest and stops the flush timer.
//
// # Reading
//
// Read and ReadNamed read a whole trace; a Reader reads it record by
// record. Both report malformed lines as *LineError values with the line
// number, skip them and go on; unknown fields are ignored, so a trace
// written by a later version of the same format version reads. The torn
// last line of a trace whose writer was killed is reported as a LineError
// wrapping ErrTruncated.
package trace
