package classify

import "testing"

// First run at 1a76a419: 28/34 overall, 13/17 tricky.
// After shelldiag.go unsetParameter: 28/34 (the one line it reads keeps premise by set 1337's upper-case ruling).
// Tolerated: i1572-bash-script-no-exec-bit: denied vs premise (ruling: the 126 "Permission denied" EACCES ruling, sets 7, 20, 29, 260, 1337): the script is the caller's own and lacks only its x bit, but EACCES's words cannot tell a mode from a refused right.
// Tolerated: i1572-bash-fork-retry-eagain: premise vs transient (ruling: set 1443, proclimit.go): bash's "fork: retry" lines say it already retried with a doubling sleep under RLIMIT_NPROC; the same run meets the same limit.
// Tolerated: i1572-bash-child-killed-sigkill: transient vs unknown (ruling: the lead after set 1503, childproc.go shellKilledJob): a shell's "Killed" report reads as os/exec's "signal: killed", a deadline's kill.
// Passes since the lead revised the SIGPIPE ruling (childproc.go sigpipeEnd): i1572-bash-pipefail-sigpipe-141, i1572-xargs-child-terminated-signal-13.
// Tolerated: i1572-bash-required-var-message-127: premise vs invalid (ruling: set 1337's upper-case name is the environment's, premise; now read by unsetParameter for that reason, not as a missing command): ${DEPLOY_ENV:?...} asks the caller for a value; the ruling's reading is defensible.
func TestIndependentCases1572(t *testing.T) {
	runIndependent(t, "testdata/independent1572.jsonl", true, "i1572-bash-script-no-exec-bit", "i1572-bash-fork-retry-eagain",
		"i1572-bash-child-killed-sigkill",
		"i1572-bash-required-var-message-127")
}

// TestGeneralise1572UnsetParameter holds a shell's other words for an
// unset parameter (shelldiag.go unsetParameter), read as set -u's
// "unbound variable" is (set 1337's ruling: a positional or lower-case
// name is the call's or the script's, invalid; an upper-case name is the
// environment's, premise): dash's set -u "NAME: parameter not set", the
// ${NAME:?} default "parameter null or not set", and ${NAME:?word} with a
// word that asks for a value (bash manual 3.5.3; live bash 5.2.15 and
// dash 0.5.12). bash exits 127 on it, which is no missing command. Near
// misses: a builtin's own complaint, an upper-case command not found, and
// a program's own "X is required" outside a shell's prefix.
func TestGeneralise1572UnsetParameter(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dash set -u env", "exec", 2, "2", "sh: 1: DEPLOY_ENV: parameter not set\nexit status 2", premise},
		{"dash set -u positional", "exec", 2, "2", "exit status 2\nsh: 1: 1: parameter not set", invalid},
		{"dash set -u own", "exec", 2, "2", "dash: 4: outdir: parameter not set\nexit status 2", invalid},
		{"bash :? default env 127", "exec", 127, "127", "bash: line 1: DEPLOY_ENV: parameter null or not set\nexit status 127", premise},
		{"bash :? default positional", "exec", 127, "127", "./deploy.sh: line 3: 1: parameter null or not set\nexit status 127", invalid},
		{"bash :? default lower", "exec", 1, "1", "./build.sh: line 7: outdir: parameter null or not set\nexit status 1", invalid},
		{"bash :? usage word positional", "exec", 1, "1", "./deploy.sh: line 4: 1: usage: deploy.sh <env>\nexit status 1", invalid},
		{"dash :? word env", "exec", 2, "2", "sh: 1: AWS_REGION: must be set\nexit status 2", premise},
		{"bash :? word required", "exec", 127, "127", "bash: line 1: API_TOKEN: API_TOKEN is required\nexit status 127", premise},
		// Near misses.
		{"near miss: builtin required", "exec", 2, "2", "bash: line 1: source: filename argument required\nsource: usage: source filename [arguments]\nexit status 2", invalid},
		{"near miss: upper-case command", "exec", 127, "127", "bash: line 1: FOO: command not found\nexit status 127", premise},
		{"near miss: upper-case sh not found", "exec", 127, "127", "sh: 1: TOOL: not found\nexit status 127", premise},
		{"near miss: loader missing", "exec", 127, "127", "bash: line 1: ./py.sh: cannot execute: required file not found\nexit status 127", premise},
		{"near miss: readonly stays", "exec", 1, "1", "bash: line 1: UID: readonly variable\nexit status 1", invalid},
		{"near miss: no shell prefix", "exec", 1, "1", "error: DATABASE_URL: parameter not set in config.yaml\nexit status 1", unk},
	})
}

// TestGeneralise1572DashWords holds dash's own words for diagnostics the
// shell reader knew only in bash's (shelldiag.go, live dash 0.5.12 and bash
// 5.2.15): "V: is read only" (bash's "readonly variable"), a builtin's
// "Illegal option -X" (dash has no pipefail, read -a, ...: a bash script
// run by sh) and bash's "set: x: invalid option name", and a shift past
// the arguments passed ("can't shift that many", bash's "shift count out
// of range" under shift_verbose): all the script's or the invocation's to
// repair, invalid. Near misses: dash's "cd: can't cd to" (no errno: left
// to the other readers) and a program's "Illegal option" outside a shell's
// prefix keep their readings.
func TestGeneralise1572DashWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dash read only", "exec", 2, "2", "sh: 1: V: is read only\nexit status 2", invalid},
		{"dash set pipefail", "exec", 2, "2", "sh: 1: set: Illegal option -o pipefail\nexit status 2", invalid},
		{"dash read -a", "exec", 2, "2", "exit status 2\ndash: 3: read: Illegal option -a", invalid},
		{"bash set misspelt", "exec", 2, "2", "bash: line 1: set: pipefial: invalid option name\nexit status 2", invalid},
		{"dash shift", "exec", 2, "2", "sh: 1: shift: can't shift that many\nexit status 2", invalid},
		{"bash shift", "exec", 1, "1", "./release.sh: line 5: shift: 2: shift count out of range\nexit status 1", invalid},
		// Near misses.
		{"near miss: dash cd", "exec", 2, "2", "sh: 1: cd: can't cd to /srv/app\nexit status 2", unk},
		{"near miss: not a shell", "exec", 1, "1", "tar: Illegal option -- z\nexit status 1", unk},
		{"near miss: dash not found", "exec", 127, "127", "sh: 1: helm: not found\nexit status 127", premise},
	})
}

// TestGeneraliseSigpipeEnd: a pipeline's writer stopped by SIGPIPE, in
// the words of what ran it (os/exec, bash under pipefail, xargs, Python,
// Rust, a GNU utility's own write error), is ambiguous: the reader closed
// the pipe once it had what it wanted, and the output may be whole or cut.
// A connection's EPIPE stays transient.
func TestGeneraliseSigpipeEnd(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"os/exec", "exec", 0, "", "signal: broken pipe", ambiguous},
		{"bash pipefail", "exec", 141, "141", "exit status 141", ambiguous},
		{"xargs", "exec", 125, "125", "xargs: sh: terminated by signal 13\nexit status 125", ambiguous},
		{"python subprocess", "", 0, "", "Command '['yes']' died with <Signals.SIGPIPE: 13>.", ambiguous},
		{"coreutils write error", "exec", 1, "1", "seq: write error: Broken pipe\nexit status 1", ambiguous},
		{"near: a socket's EPIPE", "", 0, "", "write tcp 127.0.0.1:5432->127.0.0.1:40000: write: broken pipe", transient},
		{"near: rsync's connection", "exec", 12, "12", "rsync: [sender] write error: Broken pipe (32)\nrsync error: error in rsync protocol data stream (code 12) at io.c(848) [sender=3.2.7]\nexit status 12", transient},
		{"near: exit status 1410", "exec", 0, "", "exit status 1410", unk},
	})
}
