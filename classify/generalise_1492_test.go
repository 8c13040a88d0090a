package classify

import "testing"

// First run at 062e72dc: 25/34 overall, 14/22 tricky.
// Tolerated: i1492-noexec-bit: denied vs premise (ruling, childproc.go and sets 7, 20, 29): EACCES on exec reads denied; run as root, the refusal was the missing execute bit, a state of the file, not the agent's authority.
// Tolerated: i1492-exec-format: premise vs invalid (ruling, goerr.go ENOEXEC "the binary is not for this machine"): here the call named a text file as the program, which the errno alone cannot tell from a foreign binary.
// Tolerated: i1492-stdin-broken-pipe: transient vs ambiguous (ruling, sets 20 and 111 read "write |1: broken pipe" transient): the child ended before reading all input; a retry of the same write fails again, and whether the child's result is usable cannot be told.
// Tolerated: i1492-output-cap: invalid vs ambiguous (one-off): the wording is this set's own bounded writer's, no software's stable marker.
// Fixed later by the lead: i1492-rlimit-cpu (right since the lead ruling after set 1815: childproc.go reads a child's SIGXCPU premise).
// Tolerated: i1492-git-merge-conflict: premise vs ambiguous (ruling, wording.go git's merge stopped on conflicts a person must resolve).
// Tolerated: i1492-tar-not-gzip: premise vs invalid (ruling, "gzip: stdin: not in gzip format" reads the file as not gzip data): the archive was a plain tar and the call's -z was wrong.
// Tolerated: i1492-jq-html-input: invalid vs premise (ruling, set 56 "with no file named the JSON may be the call's own"; tolerated likewise in sets 1164, 1322, 1408).
func TestIndependentCases1492(t *testing.T) {
	runIndependent(t, "testdata/independent1492.jsonl", true,
		"i1492-noexec-bit", "i1492-exec-format", "i1492-stdin-broken-pipe", "i1492-output-cap",
		"i1492-git-merge-conflict", "i1492-tar-not-gzip", "i1492-jq-html-input")
}

// TestGeneralise1492SecretPrompt: a program run with no terminal that
// prompts for a secret (OpenSSH, sudo, git's credential prompt, OpenSSL,
// Python's getpass, ansible-vault, psql) waits until its deadline kills it;
// the captured output ends with the prompt. A retry waits again: the step
// needs a credential the agent was not given, denied (set 1492, captured
// live through os/exec CommandContext). A bare kill, a prompt answered
// earlier in the output, and a prompt for a value that is no secret keep
// the deadline's transient.
func TestGeneralise1492SecretPrompt(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"ssh-password", "exec", 0, "", "signal: killed: deploy@10.0.4.12's password:", denied},
		{"ssh-key-passphrase", "exec", 0, "", "Enter passphrase for key '/home/agent/.ssh/id_ed25519': \nsignal: killed", denied},
		{"sudo-prompt", "exec", 0, "SIGKILL", "signal: killed: [sudo] password for deploy:", denied},
		{"git-username", "exec", 0, "", "Username for 'https://git.example.com': \nsignal: killed", denied},
		{"openssl-pem", "exec", 0, "", "signal: killed: Enter PEM pass phrase:", denied},
		{"psql-ctx", "go", 0, "", "psql -h db -U app: context deadline exceeded: Password for user app:", denied},
		{"exit-137", "exec", 137, "", "exit status 137: Password:", denied},
		{"near-bare-kill", "exec", 0, "SIGKILL", "npm ci: signal: killed", transient},
		{"near-answered", "exec", 0, "", "signal: killed: Password:\nAuthenticated.\nBuilding 412 targets...", transient},
		{"near-other-prompt", "exec", 0, "", "signal: killed: Enter the number of workers:", transient},
		{"near-password-word", "exec", 0, "", "signal: killed: hashing password entries 40%", transient},
	})
}

// TestGeneralise1492ShellSignalWords: dash and bash report a child ended
// by SIGXCPU with strsignal(3)'s words alone and exit 128+24 ("exit status
// 152: CPU time limit exceeded"), as they report SIGXFSZ ("exit status 153:
// File size limit exceeded", set 1492, captured live under prlimit). The
// CPU limit reads as the SIGXCPU ruling (premise since the lead ruling
// after set 1815: a spent CPU budget);
// a platform's CPU budget in other words keeps its reading.
func TestGeneralise1492ShellSignalWords(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"dash-xcpu", "exec", 152, "", "exit status 152: CPU time limit exceeded", premise},
		{"bash-xcpu-trailing", "exec", 152, "", "bash: line 1:  4121 CPU time limit exceeded python3 train.py\nexit status 152", premise},
		{"go-xcpu", "exec", 0, "", "signal: CPU time limit exceeded", premise},
		{"dash-xfsz", "exec", 153, "", "exit status 153: File size limit exceeded", premise},
	})
}
