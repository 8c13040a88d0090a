//go:build unix

package classify

import "syscall"

// cpuTime is the CPU time the process has used, in nanoseconds (user and
// system, every thread): on a shared machine it is steadier than wall time,
// which counts the time other processes hold the CPU.
func cpuTime() (int64, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return ru.Utime.Nano() + ru.Stime.Nano(), true
}
