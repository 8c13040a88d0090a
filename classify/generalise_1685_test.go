package classify

import "testing"

// Tolerated: i1685-unprotected-key: premise vs invalid (ruling): set 1269 rules the ignored loose key premise (chmod the local file), taxonomy.md "UNPROTECTED PRIVATE KEY FILE".
// Tolerated: i1685-sftp-get-multiple: ambiguous vs invalid (ruling): set 1624 rules sftp's "Multiple source paths, but destination ... is not a directory" ambiguous.
// Tolerated: i1685-test-glob-many: invalid vs ambiguous (ruling): set 1337 rules a shell's own diagnostic (a word that expands to several) invalid, the script to repair.
// Tolerated: i1685-scp-local-dest-missing: premise vs invalid (ruling): a destination whose parent directory is missing is premise (taxonomy rows for MCP "Parent directory does not exist", sets 1186/1240).
// Tolerated: i1685-sftp-mkdir-exists: unknown vs conflict (ruling): set 1375 labels the same sftp "remote mkdir \"p\": Failure" unknown (SSH_FX_FAILURE covers many errnos); a rule would flip its line.
// Tolerated: i1685-authorized-keys-command: unknown vs denied (one-off): the text is whatever the authorized_keys command="..." prints; nothing marks it as a forced command.
// First run at 94251c56: 27/34 overall, 11/17 tricky.
func TestIndependentCases1685(t *testing.T) {
	runIndependent(t, "testdata/independent1685.jsonl", true,
		"i1685-unprotected-key", "i1685-sftp-get-multiple", "i1685-test-glob-many",
		"i1685-scp-local-dest-missing", "i1685-sftp-mkdir-exists", "i1685-authorized-keys-command")
}

// Class: an OpenSSH channel the server's policy refuses (RFC 4254
// administratively prohibited) when the closing lines of a dead jump
// (ProxyJump/-J/ProxyCommand ssh -W under AllowTcpForwarding no) follow it:
// "kex_exchange_identification: Connection closed by remote host",
// "Connection closed by UNKNOWN port 65535". OpenSSH 9.2p1, live.
// Near misses: a jump whose target refused the TCP connect ("open failed:
// connect failed: Connection refused") and a MaxStartups drop keep the
// transient close; a jump whose target name did not resolve ("connect
// failed: Name or service not known") keeps premise; a bare "Connection
// closed" stays transient.
func TestGeneralise1685SSHJumpProhibited(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"proxycommand -W prohibited", "exec", 255, "255", "channel 0: open failed: administratively prohibited: open failed\nstdio forwarding failed\nkex_exchange_identification: Connection closed by remote host\nConnection closed by UNKNOWN port 65535\nexit status 255", denied},
		{"-J prohibited, no exit line", "", 0, "", "channel 0: open failed: administratively prohibited: open failed\nstdio forwarding failed\nConnection closed by UNKNOWN port 65535", denied},
		{"-L forward prohibited then closed", "exec", 255, "255", "channel 2: open failed: administratively prohibited: open failed\nConnection to build-07 closed.\nexit status 255", denied},
		{"jump target refused", "exec", 255, "255", "channel 0: open failed: connect failed: Connection refused\nstdio forwarding failed\nkex_exchange_identification: Connection closed by remote host\nConnection closed by UNKNOWN port 65535\nexit status 255", transient},
		{"jump target name unknown", "exec", 255, "255", "channel 0: open failed: connect failed: Name or service not known\nstdio forwarding failed\nkex_exchange_identification: Connection closed by remote host\nConnection closed by UNKNOWN port 65535\nexit status 255", premise},
		{"maxstartups drop", "exec", 255, "255", "kex_exchange_identification: Connection closed by remote host\nConnection closed by 10.0.4.7 port 22\nexit status 255", transient},
		{"bare closed", "ssh", 0, "", "ssh: connection closed", transient},
	})
}
