//go:build unix

package bench

import "syscall"

// cpuTime is the CPU time the process has used, in nanoseconds: user and
// system, every thread (the garbage collector's too). Unlike wall time it
// does not count the time other processes hold the CPU, so it stays
// comparable on a shared machine.
func cpuTime() (int64, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
