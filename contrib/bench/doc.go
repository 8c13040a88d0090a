// Package bench holds the side-by-side benchmark of rung.Session.Call
// against failsafe-go's retry policy on the same function: the success
// path, and two transient failures then success with no waits. It is a
// module of its own so that the core module never requires failsafe-go.
//
//	go test -run '^$' -bench . -benchmem -count 6 | tee bench.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /impl bench.txt
//
// The figures and what they mean are in docs/session.md ("Performance").
package bench
