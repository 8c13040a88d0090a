//go:build unix

package ledger

import (
	"errors"
	"syscall"
)

// processExists reports whether pid names a process: signal 0 checks
// without sending anything, and EPERM means it exists under another user.
func processExists(pid int) bool {
	return !errors.Is(syscall.Kill(pid, 0), syscall.ESRCH)
}
