package mcp

import (
	"os"
	"runtime"
	"sync"
	"syscall"
)

var platformInherited []string

// sysProcAttr puts the server in its own process group and has the kernel
// kill it when its parent thread ends, which includes rung being killed
// with SIGKILL, when no deferred Close runs.
func sysProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
}

func killGroup(p *os.Process) {
	if p != nil && p.Pid > 0 {
		_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
	}
}

var starter struct {
	once sync.Once
	fns  chan func()
}

// startThread runs f on one goroutine locked to its thread for the life of
// the process. Pdeathsig fires when the thread that started the child
// ends, not the process; Go ends a thread when a goroutine locked to it
// exits, and any goroutine of the program (rung's or a library's) may lock
// the thread a server was started from and then exit, killing the server
// mid-run. Locking around Start would not prevent that; a thread no other
// goroutine ever runs on, and whose goroutine never exits, does.
func startThread(f func()) {
	starter.once.Do(func() {
		starter.fns = make(chan func())
		go func() {
			runtime.LockOSThread()
			for f := range starter.fns {
				f()
			}
		}()
	})
	done := make(chan struct{})
	starter.fns <- func() {
		defer close(done)
		f()
	}
	<-done
}
