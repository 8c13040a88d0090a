package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// Tolerated: i1375-ssh-host-key-changed: denied vs premise (set 390 host-key ruling, revised after set 1179): the client's security check refuses the host; hand back.
// Tolerated: i1375-ssh-host-key-unknown-strict: denied vs premise (the same set 390 host-key ruling, which names "No ED25519 host key is known ... strict checking").
// Tolerated: i1375-ssh-remote-cmd-not-found: premise vs invalid (set 260 ruling: 127, command not found, reads premise, a program missing on the host).
// Tolerated: i1375-rsync-remote-rsync-missing-code12: transient vs invalid (lead's set 733 ruling reads rsync code 12 transient; the "sh: not found" line before it would read premise by set 260 anyway, so my invalid label is arguable).
// Tolerated: i1375-ssh-forcecommand-rejects: invalid vs denied (one-off: a site's own ForceCommand wrapper wording; "command not allowed" is too broad a word to read denied, e.g. Redis's "command not allowed when used memory").
// Tolerated: i1375-rsync-forcecommand-code12: transient vs denied (set 733 code-12 ruling; the cause is the same one-off wrapper wording).
// Tolerated: i1375-sftp-rm-already-gone: premise vs conflict (not mended for time: a delete whose target is already absent; ENOENT reads premise generally, and only the operation word "remote delete" could tell; left for the lead).
// Tolerated: i1375-rsync-partial-code23: denied vs ambiguous (not mended for time: rsync code 23 after per-file errors is a partial transfer; the per-file EACCES wins now; left for the lead).
// First run at 5289556f: 25/36 overall, 12/21 tricky.
func TestIndependentCases1375(t *testing.T) {
	runIndependent(t, "testdata/independent1375.jsonl", true, "i1375-ssh-host-key-changed", "i1375-ssh-host-key-unknown-strict", "i1375-ssh-remote-cmd-not-found", "i1375-rsync-remote-rsync-missing-code12", "i1375-ssh-forcecommand-rejects", "i1375-rsync-forcecommand-code12", "i1375-sftp-rm-already-gone", "i1375-rsync-partial-code23")
}

// TestGeneralise1375SSHRequestRefused: an SSH server answering a session or
// global request with failure from its own policy (x/crypto/ssh "ssh: setenv
// failed", "ssh: pty-req failed"; OpenSSH "remote port forwarding failed for
// listen port N") reads denied, as set 1269's "tcpip-forward request denied
// by peer"; x/crypto/ssh's reuse of one Session ("ssh: session already
// started", a stream "already set") reads invalid. Near misses keep theirs.
func TestGeneralise1375SSHRequestRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "setenv", protocol: "ssh", msg: "ssh: setenv failed", want: rung.KindDenied},
		{name: "setenv-wrapped", msg: "set LANG on build-3: ssh: setenv failed", want: rung.KindDenied},
		{name: "pty", protocol: "ssh", msg: "ssh: pty-req failed", want: rung.KindDenied},
		{name: "remote-forward", protocol: "exec", code: "255", msg: "Error: remote port forwarding failed for listen port 80", want: rung.KindDenied},
		{name: "remote-forward-warning", msg: "Warning: remote port forwarding failed for listen port 22", want: rung.KindDenied},
		{name: "reused", protocol: "ssh", msg: "ssh: session already started", want: rung.KindInvalid},
		{name: "stdout-twice", msg: "ssh: Stdout already set", want: rung.KindInvalid},
		{name: "subsystem-stays", protocol: "ssh", msg: "ssh: subsystem request failed", want: rung.KindPremise},
		{name: "connect-failed-stays", protocol: "ssh", msg: "ssh: rejected: connect failed (\"Connection refused\")", want: rung.KindTransient},
		{name: "handshake-timeout-stays", protocol: "ssh", msg: "ssh: handshake failed: read tcp 10.0.0.5:51514->10.0.0.9:22: i/o timeout", want: rung.KindTransient},
	})
}
