//go:build unix && !linux

package mcp

import (
	"os"
	"syscall"
)

var platformInherited []string

// sysProcAttr puts the server in its own process group. These systems have
// no parent-death signal: a server whose rung is killed with SIGKILL sees
// its stdin close, which ends a well-behaved server.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

func killGroup(p *os.Process) {
	if p != nil && p.Pid > 0 {
		_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	}
}

func startThread(f func()) { f() }
