//go:build !unix

package mcp

import (
	"os"
	"syscall"
)

// platformInherited: Windows programs need these to start and to find
// their per-user directories.
var platformInherited = []string{"SystemRoot", "ComSpec", "PATHEXT", "TEMP", "TMP", "USERPROFILE", "APPDATA", "LOCALAPPDATA"}

// sysProcAttr: no process groups here; Close kills the server alone, and
// a server whose rung is killed sees its stdin close.
func sysProcAttr() *syscall.SysProcAttr { return nil }

func killGroup(p *os.Process) {
	if p != nil {
		_ = p.Kill()
	}
}

func startThread(f func()) { f() }
