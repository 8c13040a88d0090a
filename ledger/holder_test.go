package ledger_test

import (
	"os"
	"os/exec"
	"runtime"
	"testing"
	"time"

	"github.com/rungkit/rung/ledger"
)

// TestHolderAlive: the default check tells this process from one that
// exited and from a reused pid (on Linux, where start times are read).
func TestHolderAlive(t *testing.T) {
	self := ledger.ThisProcess()
	if self.PID != os.Getpid() || self.Host == "" || self.Started.IsZero() {
		t.Fatalf("ThisProcess() = %+v", self)
	}
	if self.Started.After(time.Now()) {
		t.Fatalf("ThisProcess().Started = %v, in the future", self.Started)
	}
	if !ledger.HolderAlive(self) {
		t.Errorf("HolderAlive(%+v) = false for the running process", self)
	}

	cmd := exec.Command(os.Args[0], "-test.run=^$")
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	// The child was reaped: its pid names no process until reused.
	dead := ledger.Holder{Host: self.Host, PID: cmd.Process.Pid, Started: self.Started}
	if ledger.HolderAlive(dead) {
		t.Errorf("HolderAlive(%+v) = true for a process that exited", dead)
	}

	if runtime.GOOS == "linux" {
		reused := self
		reused.Started = self.Started.Add(-time.Hour)
		if ledger.HolderAlive(reused) {
			t.Errorf("HolderAlive(%+v) = true for this pid under another start time", reused)
		}
	}
	if got := (ledger.Options{}).Dead(ledger.Holder{Host: "not-" + self.Host, PID: cmd.Process.Pid}); got {
		t.Error("Dead(a holder on another host) = true; its liveness cannot be seen from here")
	}
	if got := (ledger.Options{}).Dead(dead); !got {
		t.Error("Dead(an exited local holder) = false")
	}
}
