package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases1269 runs held-out set 1269: an agent's
// remote-execution tool over SSH, captured live (OpenSSH 9.2p1 ssh, scp,
// sftp, ssh-keygen and rsync 3.5.0 through os/exec, and
// golang.org/x/crypto/ssh v0.59.0, against the writer's own sshd), labelled
// blind.
//
// First run at ce02aebf: 18/30 overall, 2/12 tricky.
//
// Tolerated: i1269-ssh-exit126-noexec: denied vs premise (set 260's ruling: "126 ... denied"; childproc.go: "A program the kernel would not execute, exit 126 with "Permission denied", stays EACCES's denied"): run as root, the script only lacks its execute bit, but the words cannot tell that from a caller without rights.
// Tolerated: i1269-scp-ro: unknown vs premise (one-off; as set 846's i846-scp-sftp-missing-dir): SFTP's SSH_FX_FAILURE "Failure" names no cause; my label came from the set-up (a read-only mount), not the text.
// Tolerated: i1269-rsync-vanished: ambiguous vs transient (wording.go partialWords reads rsync's code 24 as a partial transfer, ambiguous): the copy did land in part; I read the source changing under it as time's variable; the written reading stands.
// Tolerated: i1269-go-passphrase-missing: unknown vs invalid (one-off; x/crypto/ssh's PassphraseMissingError): set 733's row reads a secret the agent lacks as denied, so the kind is contested between invalid (use ParsePrivateKeyWithPassphrase) and denied; left unclassified.
// Tolerated: i1269-go-signal-term: unknown vs transient (one-off): no class reads SIGTERM (Go's "signal: terminated" reads unknown too); whether an outside TERM is a wait or a shutdown is left to a ruling.
func TestIndependentCases1269(t *testing.T) {
	runIndependent(t, "testdata/independent1269.jsonl", true, "i1269-ssh-exit126-noexec", "i1269-scp-ro", "i1269-rsync-vanished", "i1269-go-passphrase-missing", "i1269-go-signal-term")
}

// TestGeneralise1269SSHClient holds set 1269's fixes: a private key the
// OpenSSH client ignored for its file mode (premise, ahead of the
// "Permission denied (publickey)" after it), a subsystem the server does
// not define (premise, ahead of "Connection closed"), x/crypto's
// IncorrectPasswordError (denied, ahead of "x509:"), x/crypto's refused
// remote forward (denied), RFC 4254 connect failed (transient) and
// x/crypto's ExitError for a SIGKILL (transient); with near misses that
// keep their kinds.
func TestGeneralise1269SSHClient(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "too-open-ssh", protocol: "exec", code: "255", msg: "exit status 255: @@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\r\n@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\r\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\r\nPermissions 0640 for '/home/ci/.ssh/id_ed25519' are too open.\r\nIt is required that your private key files are NOT accessible by others.\r\nThis private key will be ignored.\r\nLoad key \"/home/ci/.ssh/id_ed25519\": bad permissions\r\nci@10.0.4.7: Permission denied (publickey).", want: rung.KindPremise},
		{name: "too-open-git", msg: "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@         WARNING: UNPROTECTED PRIVATE KEY FILE!          @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nPermissions 0644 for '/root/.ssh/deploy_key' are too open.\nThis private key will be ignored.\ngit@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.", want: rung.KindPremise},
		{name: "publickey-refused-stays", protocol: "exec", code: "255", msg: "exit status 255: root@10.0.4.7: Permission denied (publickey).", want: rung.KindDenied},
		{name: "subsystem-sftp", protocol: "exec", code: "255", msg: "exit status 255: subsystem request failed on channel 0\r\nConnection closed", want: rung.KindPremise},
		{name: "subsystem-scp", msg: "subsystem request failed on channel 0\nscp: Connection closed", want: rung.KindPremise},
		{name: "subsystem-go", protocol: "ssh", msg: "ssh: subsystem request failed", want: rung.KindPremise},
		{name: "closed-stays", protocol: "exec", code: "255", msg: "exit status 255: Connection closed by 10.0.4.7 port 22", want: rung.KindTransient},
		{name: "x509-passphrase", protocol: "ssh", msg: "x509: decryption password incorrect", want: rung.KindDenied},
		{name: "x509-passphrase-wrapped", msg: "load deploy key /etc/agent/id_rsa: x509: decryption password incorrect", want: rung.KindDenied},
		{name: "x509-cert-stays", msg: "tls: failed to verify certificate: x509: certificate signed by unknown authority", want: rung.KindPremise},
		{name: "tcpip-forward-denied", protocol: "ssh", msg: "ssh: tcpip-forward request denied by peer", want: rung.KindDenied},
		{name: "listen-wrapped", msg: "remote listen 127.0.0.1:8080: ssh: tcpip-forward request denied by peer", want: rung.KindDenied},
		{name: "connect-failed", protocol: "ssh", msg: "ssh: rejected: connect failed (\"open failed\")", want: rung.KindTransient},
		{name: "connect-failed-wrapped", msg: "dial db via bastion: ssh: rejected: connect failed (\"Connection refused\")", want: rung.KindTransient},
		{name: "admin-prohibited-stays", protocol: "ssh", msg: "ssh: rejected: administratively prohibited (\"open failed\")", want: rung.KindDenied},
		{name: "exit-signal-kill", protocol: "ssh", msg: "Process exited with status 137 from signal \"KILL\"", want: rung.KindTransient},
		{name: "exit-signal-kill-wrapped", msg: "run \"make test\" on build-3: Process exited with status 137 from signal \"KILL\"", want: rung.KindTransient},
		{name: "exit-127-stays", protocol: "ssh", msg: "Process exited with status 127", want: rung.KindPremise},
	})
}
