package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 8dfd1030: 21/34 overall, 6/14 tricky.
// Tolerated: i1815-exec-format-no-shebang: premise vs invalid (ruling): goerr.go reads ENOEXEC "exec format error" premise (taxonomy, Go errno row), whatever made the file unrunnable.
// Tolerated: i1815-no-execute-bit: denied vs invalid (ruling): EACCES from execve stays denied (sets 7, 20, 29; childproc.go childFate note), even for root and a missing execute bit.
// Tolerated: i1815-exit126-directory: denied vs invalid (ruling): 126 with "Permission denied" reads EACCES's denied (sets 7, 20, 29, 260).
// Tolerated: i1815-rlimit-as-memoryerror: invalid vs premise (ruling): a runtime's MemoryError under the run's limit is invalid (sets 902, 1584).
// Tolerated: i1815-rlimit-nofile-emfile: transient vs premise (ruling): EMFILE is transient (Go errno row), the lowered RLIMIT_NOFILE is not told apart.
// Tolerated: i1815-nproc-fork-eagain: premise vs transient (ruling): bash's "fork: retry:" lines under RLIMIT_NPROC read premise (set 1443).
// Tolerated: i1815-bash-child-killed-137: transient vs unknown (ruling): a shell's "Killed" line reads transient (lead, after set 1503).
// Fixed later by the lead: i1815-bash-sigxcpu-152 (right since the lead ruling after set 1815: childproc.go reads a child's SIGXCPU premise).
func TestIndependentCases1815(t *testing.T) {
	runIndependent(t, "testdata/independent1815.jsonl", true,
		"i1815-exec-format-no-shebang", "i1815-no-execute-bit", "i1815-exit126-directory",
		"i1815-rlimit-as-memoryerror", "i1815-rlimit-nofile-emfile", "i1815-nproc-fork-eagain",
		"i1815-bash-child-killed-137")
}

// Class: os/exec's wrap of a Cmd.Cancel's own error when the command's
// Context ends ("exec: canceling Cmd: <Cancel's error>", pkg.go.dev/os/exec
// Cmd.Cancel; live Go 1.26.8): transient, the tool's deadline. Near misses:
// a wrapped "context canceled" (the caller's stop) stays denied; os/exec's
// misuse errors stay invalid.
func TestGeneralise1815CancelWrap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"cancel own error", "go", 0, "", "exec: canceling Cmd: graceful stop: sent SIGINT to pid 13689", transient},
		{"cancel signal error", "go", 0, "", "exec: canceling Cmd: os: process already finished", transient},
		{"cancel wrapped in tool", "", 0, "", "run_shell: exec: canceling Cmd: interrupt sent, child did not confirm", transient},
		{"near: caller canceled", "go", 0, "", "exec: canceling Cmd: context canceled", denied},
		{"near: already started", "go", 0, "", "exec: already started", invalid},
		{"near: no command", "go", 0, "", "exec: no command", invalid},
	})
}

// Class: ECHILD, a wait on a process that is not the caller's child (Go
// os.Process.Wait "waitid: no child processes", live; older "wait:"; Python
// os.waitpid "ChildProcessError: [Errno 10] No child processes"): invalid.
// Near misses: ESRCH "no such process" and os.ErrProcessDone keep theirs.
func TestGeneralise1815WaitNotChild(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go waitid", "go", 0, "", "waitid: no child processes", invalid},
		{"go wait4", "go", 0, "", "wait: no child processes", invalid},
		{"python waitpid", "exec", 1, "1", "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\nChildProcessError: [Errno 10] No child processes\nexit status 1", invalid},
		{"near: process done", "go", 0, "", "os: process already finished", conflict},
	})
}

// Class: CPython ended by BrokenPipeError on its own stdout once the reader
// closed (python3 3.11 live under a closed Go StdoutPipe; Python's "Note on
// SIGPIPE"): ambiguous, as signal: broken pipe. Near misses: a socket's
// BrokenPipeError (socket.py, ssl.py, sendall frames) and a bare one-line
// BrokenPipeError stay transient.
func TestGeneralise1815PythonStdoutPipe(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"print to closed pipe", "exec", 1, "1", "Traceback (most recent call last):\n  File \"<string>\", line 2, in <module>\nBrokenPipeError: [Errno 32] Broken pipe\nexit status 1", ambiguous},
		{"script to head", "exec", 120, "120", "Traceback (most recent call last):\n  File \"/app/dump.py\", line 14, in <module>\n    print(row)\nBrokenPipeError: [Errno 32] Broken pipe\nException ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\nBrokenPipeError: [Errno 32] Broken pipe\nexit status 120", ambiguous},
		{"flush at exit only", "exec", 120, "120", "Exception ignored in: <_io.TextIOWrapper name='<stdout>' mode='w' encoding='utf-8'>\nBrokenPipeError: [Errno 32] Broken pipe\nexit status 120", ambiguous},
		{"near: socket sendall", "exec", 1, "1", "Traceback (most recent call last):\n  File \"/app/push.py\", line 9, in <module>\n    sock.sendall(data)\nBrokenPipeError: [Errno 32] Broken pipe\nexit status 1", transient},
		{"near: ssl write", "exec", 1, "1", "Traceback (most recent call last):\n  File \"/usr/lib/python3.11/ssl.py\", line 1241, in sendall\n    v = self.send(byte_view[count:count + amount])\nBrokenPipeError: [Errno 32] Broken pipe\nexit status 1", transient},
		{"near: bare line", "", 0, "", "BrokenPipeError: [Errno 32] Broken pipe", transient},
	})
}

// Class: grep -c's empty answer in the exec form, its zero counts on stdout
// before os/exec's "exit status 1" (GNU grep 3.8 live): ambiguous, as set
// 1223's "exit status 1: 0". Near misses: a non-zero count, another line,
// or exit status 2 keep their readings.
func TestGeneralise1815GrepCountExec(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"one file", "exec", 1, "1", "0\nexit status 1", ambiguous},
		{"per file", "exec", 1, "1", "src/a.go:0\nsrc/b.go:0\nexit status 1", ambiguous},
		{"near: status 2", "exec", 2, "2", "grep: x: No such file or directory\n0\nexit status 2", premise},
		{"near: other text", "exec", 1, "1", "error: 0\nexit status 1", rung.KindUnknown},
		{"near: bare status", "exec", 1, "1", "exit status 1", rung.KindUnknown},
	})
}

// Class: findutils xargs's own statuses, which reuse 124 for "a command
// exited 255" ("xargs: cmd: exited with status 255; aborting", live xargs
// 4.9.0): no timeout, so the bare-124 reading stays off and the command's
// 255 says nothing: unknown. Near misses: a bare "exit status 124" and
// timeout(1)'s own lines stay transient.
func TestGeneralise1815XargsStatus(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"xargs 255", "exec", 124, "124", "xargs: sh: exited with status 255; aborting\nexit status 124", rung.KindUnknown},
		{"xargs 255 named", "exec", 124, "124", "xargs: ./deploy.sh: exited with status 255; aborting\nexit status 124", rung.KindUnknown},
		{"near: bare 124", "exec", 124, "124", "exit status 124", transient},
		{"near: timeout verbose", "exec", 124, "124", "timeout: sending signal TERM to command ‘sleep’\nexit status 124", transient},
	})
}
