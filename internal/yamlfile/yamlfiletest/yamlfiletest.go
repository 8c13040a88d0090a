// Package yamlfiletest builds hostile plan, scenario and mix files and runs a
// loader on them under a deadline and a memory ceiling.
//
// A loader without limits does not fail on these files: it runs until the
// machine is out of memory. Run therefore stops the whole test binary (a
// panic, not t.Fatal, which would leave the runaway goroutine allocating
// while the other tests run) as soon as either bound is crossed, so a
// regression costs seconds, not the machine.
package yamlfiletest

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"
)

// Deadline and Ceiling bound one hostile load: past Deadline of wall time,
// or past Ceiling bytes of live heap, Run panics. A bounded loader refuses
// these files in milliseconds and a few MB, far below either.
const (
	Deadline = 5 * time.Second
	Ceiling  = 1 << 30
)

// Result is what a load returned and what it cost.
type Result struct {
	Err error
	// Took is the wall time of the load.
	Took time.Duration
	// Alloc is the bytes allocated during the load (the growth of
	// runtime.MemStats.TotalAlloc), freed or not; the tests do not run in
	// parallel, so it is the load's own.
	Alloc uint64
}

// Run calls load on a goroutine and returns its result, or panics when the
// load runs past Deadline or its heap past Ceiling.
func Run(t testing.TB, name string, load func() error) Result {
	t.Helper()
	runtime.GC()
	var before, now runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	done := make(chan error, 1)
	go func() { done <- load() }()
	tick := time.NewTicker(10 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case err := <-done:
			took := time.Since(start)
			runtime.ReadMemStats(&now)
			return Result{Err: err, Took: took, Alloc: now.TotalAlloc - before.TotalAlloc}
		case <-tick.C:
			if took := time.Since(start); took > Deadline {
				panic(fmt.Sprintf("%s: %s: the load is still running after %v; stopping the test binary before it exhausts the machine", t.Name(), name, took.Round(time.Millisecond)))
			}
			runtime.ReadMemStats(&now)
			if now.HeapAlloc > Ceiling {
				panic(fmt.Sprintf("%s: %s: the load holds %d MB of heap; stopping the test binary before it exhausts the machine", t.Name(), name, now.HeapAlloc>>20))
			}
		}
	}
}

// AliasBomb returns a "billion laughs" block mapping, each line starting
// with indent: nine anchors, each a list of nine aliases of the one before,
// about 550 bytes that expand to 9^9 (387 million) strings.
func AliasBomb(indent string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%sa0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n", indent)
	for i := 1; i <= 8; i++ {
		fmt.Fprintf(&b, "%sa%d: &a%d [", indent, i, i)
		for j := range 9 {
			if j > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "*a%d", i-1)
		}
		b.WriteString("]\n")
	}
	return b.String()
}

// DeepFlow returns n flow sequences nested in each other on one line,
// "[[[...]]]": 2n bytes.
func DeepFlow(n int) string {
	return strings.Repeat("[", n) + strings.Repeat("]", n) + "\n"
}

// DeepBlock returns a block mapping nested depth levels deep, its first key
// at column indent and each level one column deeper: "a:\n a:\n  a:\n...".
func DeepBlock(indent, depth int) string {
	var b strings.Builder
	for i := range depth {
		b.WriteString(strings.Repeat(" ", indent+i))
		b.WriteString("a:\n")
	}
	return b.String()
}

// Padding returns comment lines, 100 bytes each with their newline, that
// add up to at least n bytes.
func Padding(n int) string {
	line := "#" + strings.Repeat(" padding", 12) + strings.Repeat(" ", 2) + "\n"
	return strings.Repeat(line, (n+len(line)-1)/len(line))
}

// LineOf returns the 1-based line of the first occurrence of sub in s, 0
// when there is none.
func LineOf(s, sub string) int {
	i := strings.Index(s, sub)
	if i < 0 {
		return 0
	}
	return strings.Count(s[:i], "\n") + 1
}
