package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise78 holds the classes set 78 missed, each in its own set's
// words and in other software's wording of the same fact, with its source.
func TestGeneralise78(t *testing.T) {
	cases := []wordingCase{
		// A terminal operation on a descriptor that is not a terminal
		// (ENOTTY): the agent's run has none, the call must not ask.
		{"ENOTTY: set 78: Go os/exec, SysProcAttr.Setctty with stdin a pipe", "go", 0, "", "tool shell.open: fork/exec /bin/sh: inappropriate ioctl for device", rung.KindInvalid},
		{"ENOTTY: CPython Modules/termios.c: termios.tcgetattr on a pipe raises termios.error(errno, strerror)", "", 0, "", "termios.error: (25, 'Inappropriate ioctl for device')", rung.KindInvalid},
		{"ENOTTY: GNU coreutils src/stty.c: stdin is not a terminal", "", 0, "", "tool shell.run: stty -echo: exit status 1: stty: 'standard input': Inappropriate ioctl for device", rung.KindInvalid},
		{"ENOTTY: GnuPG sign without a tty for pinentry (git commit -S in a non-interactive run)", "", 0, "", "error: gpg failed to sign the data\nfatal: failed to write commit object\ngpg: signing failed: Inappropriate ioctl for device", rung.KindInvalid},
		{"ENOTTY: Rust std::io::Error Display for errno 25 (library/std/src/sys/pal/unix/os.rs error_string)", "", 0, "", "Error: Inappropriate ioctl for device (os error 25)", rung.KindInvalid},
		// exec.ErrWaitDelay: the command exited 0, its output may be cut.
		{"output pipes outlived a successful command: set 78: Go os/exec Cmd.Wait, 'sleep 3 &' holding stdout", "go", 0, "", "tool exec: exec: WaitDelay expired before I/O complete", rung.KindAmbiguous},
		{"output pipes outlived a successful command: Go os/exec ErrWaitDelay as a build step wraps it", "", 0, "", "go generate ./...: run protoc: exec: WaitDelay expired before I/O complete", rung.KindAmbiguous},
		// An empty program name.
		{"no program named: set 78: Go os/exec Command(\"\")", "go", 0, "", "tool exec: exec: no command", rung.KindInvalid},
		{"no program named: Node lib/child_process.js normalizeSpawnArguments: ERR_INVALID_ARG_VALUE for an empty file", "", 0, "ERR_INVALID_ARG_VALUE", "TypeError [ERR_INVALID_ARG_VALUE]: The argument 'file' cannot be empty. Received ''", rung.KindInvalid},
	}
	runWordingCases(t, cases)
}
