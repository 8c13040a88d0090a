package classify

import "testing"

// First run at b55e657e: 21/34 overall, 7/17 tricky.
// Tolerated: i1520-no-kex: invalid vs premise (ruling): the negotiation row (set 825) reads "no common algorithm" invalid; here the server offers only sntrup761, which x/crypto does not implement, so no client option repairs it.
// Tolerated: i1520-no-cipher: invalid vs premise (ruling): the same row; the server offers only aes256-cbc, which x/crypto/ssh does not implement.
// Tolerated: i1520-signal-kill: transient vs ambiguous (ruling): set 1269 reads x/crypto's SIGKILL as a deadline from outside; the label reads a remote command killed midway, effects unknown.
// Tolerated: i1520-signal-term: unknown vs ambiguous (ruling): set 1269 leaves SIGTERM unread.
// Tolerated: i1520-signal-hup: unknown vs ambiguous (ruling): as SIGTERM, a bare signal is left unread.
// Tolerated: i1520-sftp-closed-conn: transient vs premise (ruling): goerr.go reads net.ErrClosed "use of closed network connection" as a closed connection to reopen; the text cannot tell the agent's own Close from a transport torn down under it.
// Tolerated: i1520-sftp-maxpacket: unknown vs invalid (one-off): pkg/sftp's MaxPacketChecked wording "sizes larger than 32KB might not work with all servers" has no stable marker of an option error.
func TestIndependentCases1520(t *testing.T) {
	runIndependent(t, "testdata/independent1520.jsonl", true, "i1520-no-kex", "i1520-no-cipher", "i1520-signal-kill", "i1520-signal-term", "i1520-signal-hup", "i1520-sftp-closed-conn", "i1520-sftp-maxpacket")
}

// TestGeneralise1520HostKeyRefused: a host key the client's own check
// refuses because it is revoked or pinned to another key is the same refusal
// as a changed known_hosts key (the host-key ruling, set 390 revised after
// 1179): denied, hand back. x/crypto/ssh/knownhosts RevokedError, ssh.FixedHostKey,
// OpenSSH sshconnect.c's HOST_REVOKED warning; captured live against OpenSSH 9.2p1.
func TestGeneralise1520HostKeyRefused(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"knownhosts revoked", "ssh", 0, "", "ssh: handshake failed: knownhosts: key is revoked", denied},
		{"knownhosts revoked bare", "", 0, "", "knownhosts: key is revoked", denied},
		{"fixed host key", "ssh", 0, "", "ssh: handshake failed: ssh: host key mismatch", denied},
		{"fixed host key go", "go", 0, "", "dial bastion: ssh: handshake failed: ssh: host key mismatch", denied},
		{"openssh revoked", "exec", 255, "", "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\n@       WARNING: REVOKED HOST KEY DETECTED!               @\n@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\nThe ED25519 host key for 10.0.0.5 is marked as revoked.\nThis could mean that a stolen key is being used to\nimpersonate this host.", denied},
		// Near misses: the negotiation ruling and a wait keep their kinds.
		{"no common host key alg", "ssh", 0, "", "ssh: handshake failed: ssh: no common algorithm for host key; we offered: [\"ssh-ed25519\"], peer offered: [\"ssh-rsa\"]", invalid},
		{"handshake timeout", "ssh", 0, "", "ssh: handshake failed: read tcp 10.0.0.9:51514->10.0.0.5:22: i/o timeout", transient},
		{"tls revoked cert is not ssh", "go", 0, "", "remote error: tls: revoked certificate", denied},
	})
}

// TestGeneralise1520SFTPVersion: github.com/pkg/sftp's NewClient failing to
// receive the server's version packet (client.go recvVersion) means the
// host's sftp subsystem is broken: its program exits at once, or the stream
// carries a login script's text, as OpenSSH's "Received message too long"
// (set 733) and "subsystem request failed" (sets 846, 1269): premise.
// Captured live with OpenSSH 9.2p1 Subsystem pointing at a missing binary and at echo.
func TestGeneralise1520SFTPVersion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"server exited", "sftp", 0, "", "error receiving version packet from server: server unexpectedly closed connection: unexpected EOF", premise},
		{"noisy shell", "sftp", 0, "", "error receiving version packet from server: packet too long", premise},
		{"short packet", "go", 0, "", "sftp client: error receiving version packet from server: short packet", premise},
		{"other packet", "sftp", 0, "", "error receiving version packet from server: sftp: unexpected packet: want 2, got 101", premise},
		{"other version", "sftp", 0, "", "sftp: unexpected server version: want 3, got 6", premise},
		{"openssh too long", "exec", 255, "", "Received message too long 1416128883\nEnsure the remote shell produces no output for non-interactive sessions.", premise},
		// Near misses: a dropped connection after the handshake, a payload
		// too long for an HTTP API, and the missing subsystem keep their kinds.
		{"dropped later", "sftp", 0, "", "failed to send packet: EOF", transient},
		{"unexpected eof alone", "go", 0, "", "read tcp 10.0.0.9:50000->10.0.0.5:22: unexpected EOF", transient},
		{"payload too long", "http", 413, "", "request entity too large: packet too long", invalid},
		{"no subsystem", "sftp", 0, "", "ssh: subsystem request failed", premise},
	})
}

// TestGeneralise1520SSHClientConfig: x/crypto/ssh refusing its own
// ClientConfig before any byte is sent (client.go "ssh: must specify
// HostKeyCallback", certs.go "ssh: please specify at least one valid
// signing algorithm") is a program that built the client wrong: invalid,
// as clientOptionWords reads other libraries' option errors. Captured live.
func TestGeneralise1520SSHClientConfig(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"no callback", "ssh", 0, "", "ssh: must specify HostKeyCallback", invalid},
		{"no callback wrapped", "go", 0, "", "connect to build host: ssh: must specify HostKeyCallback", invalid},
		{"no signing alg", "ssh", 0, "", "ssh: please specify at least one valid signing algorithm", invalid},
		// Near misses: refusals by the server keep theirs.
		{"unable to authenticate", "ssh", 0, "", "ssh: handshake failed: ssh: unable to authenticate, attempted methods [none], no supported methods remain", denied},
		{"setenv", "ssh", 0, "", "ssh: setenv failed", denied},
	})
}

// TestGeneralise1520NotSSHPort: x/crypto/ssh reading 255 bytes with no
// RFC 4253 4.2 identification line ("ssh: overflow reading version string")
// dialled a port some other server answers, SSH's mirror of crypto/tls's
// "first record does not look like a TLS handshake": fix the address,
// invalid. Captured live against an HTML-speaking listener.
func TestGeneralise1520NotSSHPort(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"overflow", "ssh", 0, "", "ssh: handshake failed: ssh: overflow reading version string", invalid},
		{"overflow go", "go", 0, "", "dial 10.0.0.5:8080: ssh: handshake failed: ssh: overflow reading version string", invalid},
		{"tls mirror", "go", 0, "", "tls: first record does not look like a TLS handshake", invalid},
		// Near misses: the peer hanging up or resetting stays a wait.
		{"reset", "ssh", 0, "", "ssh: handshake failed: read tcp 127.0.0.1:60550->127.0.0.1:2222: read: connection reset by peer", transient},
		{"stack overflow", "go", 0, "", "runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow", invalid},
	})
}

// TestGeneralise1520SSHSignalKill: x/crypto/ssh's ExitError prints the
// signal unquoted in v0.58 ("Process exited with status 137 from signal
// KILL"); it is the same SIGKILL from outside the set-1269 row reads
// transient with the quoted form. SIGTERM stays unread, as that row says.
func TestGeneralise1520SSHSignalKill(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kill unquoted", "ssh", 137, "137", "Process exited with status 137 from signal KILL", transient},
		{"kill quoted", "ssh", 0, "", "Process exited with status 137 from signal \"KILL\"", transient},
		{"kill with msg", "go", 0, "", "run backup: Process exited with status 137 from signal KILL", transient},
		// Near misses: other signals and statuses keep their readings.
		{"term", "ssh", 143, "143", "Process exited with status 143 from signal TERM", unk},
		{"status 127", "ssh", 127, "127", "Process exited with status 127", premise},
	})
}
