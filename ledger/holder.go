package ledger

import (
	"fmt"
	"os"
	"sync"
	"time"
)

// Holder is the process that holds a key's lease: recorded with every
// claim, so that a claim finding a live lease can tell a holder that is
// still working from one that was killed, and an operator can see who
// holds a key.
type Holder struct {
	// Host is the holder's os.Hostname.
	Host string `json:"host"`
	// PID is the holder's process id.
	PID int `json:"pid"`
	// Started is when the holder process started: on Linux its start time
	// from /proc (boot time plus /proc/self/stat's starttime, to the clock
	// tick), elsewhere the moment the process first asked for its Holder.
	// With PID it names one process even after the pid is reused.
	Started time.Time `json:"started"`
}

// IsZero reports whether h names no process (an entry written before
// holders were recorded).
func (h Holder) IsZero() bool { return h.Host == "" && h.PID == 0 }

// String reads "pid 4242 on host x, started 2026-12-01 12:03:11 UTC".
func (h Holder) String() string {
	if h.IsZero() {
		return ""
	}
	s := fmt.Sprintf("pid %d on host %s", h.PID, h.Host)
	if !h.Started.IsZero() {
		s += ", started " + h.Started.UTC().Format(time.DateTime) + " UTC"
	}
	return s
}

var self = sync.OnceValue(func() Holder {
	host, _ := os.Hostname()
	pid := os.Getpid()
	started, ok := processStart(pid)
	if !ok {
		started = time.Now()
	}
	return Holder{Host: host, PID: pid, Started: started.Truncate(time.Microsecond).UTC()}
})

// ThisProcess returns the Holder of the calling process, computed once.
func ThisProcess() Holder { return self() }

// HolderAlive is the default liveness check for a holder on this host: the
// process exists (signal 0 does not fail with ESRCH) and, where its start
// time can be read, started when h says, so a pid reused by another
// process counts as dead. Where neither can be checked it answers true:
// a lease is then waited out, never taken early.
func HolderAlive(h Holder) bool {
	if h.PID <= 0 {
		return true
	}
	if !processExists(h.PID) {
		return false
	}
	if h.Started.IsZero() {
		return true
	}
	started, ok := processStart(h.PID)
	if !ok {
		return true
	}
	// Both times come from the same formula at clock-tick precision; a
	// reused pid starts later by far more than a tick.
	d := started.Sub(h.Started)
	return d < 50*time.Millisecond && d > -50*time.Millisecond
}

// Self returns o.Holder, or ThisProcess() when it is zero.
func (o Options) Self() Holder {
	if o.Holder.IsZero() {
		return ThisProcess()
	}
	return o.Holder
}

// Dead reports whether the holder of a live lease is known dead, so that a
// claim may take the lease over at once, as a replay: h ran on this host
// (os.Hostname, whatever o.Holder says) and Options.HolderAlive (default HolderAlive) says it is gone.
// A holder on another host, or none recorded, is never judged: its lease
// is waited out. The drivers call it between reading a pending entry and
// taking it over.
func (o Options) Dead(h Holder) bool {
	if h.Host == "" || h.Host != ThisProcess().Host {
		return false
	}
	alive := o.HolderAlive
	if alive == nil {
		alive = HolderAlive
	}
	return !alive(h)
}
