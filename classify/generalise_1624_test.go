package classify

import "testing"

// First run at 24b22283: 21/28 overall, 7/13 tricky.
// Tolerated: i1624-host-key-unknown-strict: denied vs premise (ruling): taxonomy's set 390 host-key row (lead, revised after set 1179) names "No ED25519 host key is known ... strict checking" denied.
// Tolerated: i1624-unprotected-private-key: premise vs invalid (ruling): taxonomy's set 1269 row reads the UNPROTECTED PRIVATE KEY FILE banner premise (chmod the local file).
func TestIndependentCases1624(t *testing.T) {
	runIndependent(t, "testdata/independent1624.jsonl", true,
		"i1624-host-key-unknown-strict", "i1624-unprotected-private-key")
}

// Class: a login restricted by the server's policy to one service (sshd
// ForceCommand internal-sftp; git hosts' key-only accounts). Source:
// OpenSSH 9.2p1 session.c, live; GitHub and Gitea's ssh -T answers. Near
// misses: a "service" that is unavailable, sftp's own errors, nologin.
func TestGeneralise1624SSHServiceOnly(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sftp-only", "exec", 1, "1", "This service allows sftp connections only.\nexit status 1", denied},
		{"github-no-shell", "exec", 1, "1", "Hi octo! You've successfully authenticated, but GitHub does not provide shell access.\nexit status 1", denied},
		{"gitea-no-shell", "exec", 1, "1", "Hi there, deploy! You've successfully authenticated with the key named ci, but Gitea does not provide shell access.\nIf this is unexpected, please log in with password and setup Gitea under another user.\nexit status 1", denied},
		{"nologin", "exec", 1, "1", "This account is currently not available.\nexit status 1", denied},
		{"near-service-unavailable", "http", 503, "", "Service Unavailable: this service allows connections only after maintenance", transient},
		{"near-subsystem", "exec", 255, "255", "subsystem request failed on channel 0\nConnection closed\nexit status 255", premise},
	})
}

// Class: ssh-add's answers from a running agent and ssh-keygen's file
// check. Source: OpenSSH 9.2p1 ssh-add.c, ssh-keygen.c, live. Near misses:
// no agent at all (premise), a file that is no private key (invalid).
func TestGeneralise1624SSHAgentAndKeygen(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"remove-not-held", "exec", 1, "1", "Could not remove identity \"keys/other\": agent refused operation\nexit status 1", premise},
		{"remove-not-held-abs", "exec", 1, "1", "Could not remove identity \"/home/ci/.ssh/id_rsa\": agent refused operation\nexit status 1", premise},
		{"agent-empty-l", "exec", 1, "1", "The agent has no identities.\nexit status 1", ambiguous},
		{"agent-empty-go", "", 0, "", "ssh-add -L: The agent has no identities.", ambiguous},
		{"keygen-not-pub", "exec", 255, "255", "sshd_config is not a public key file.\nexit status 255", invalid},
		{"keygen-not-pub-e", "exec", 255, "255", "/etc/hosts is not a public key file.\nexit status 255", invalid},
		{"near-no-agent", "exec", 2, "2", "Could not open a connection to your authentication agent.\nexit status 2", premise},
		{"near-not-key", "exec", 255, "255", "id_deploy.pub.txt is not a key file.\nexit status 255", invalid},
	})
}

// Class: sftp get/put whose glob matched several files for a one-file
// destination. Source: OpenSSH 9.2p1 sftp.c process_get/process_put, live.
// Near misses: a missing file (premise), a plain "is not a directory".
func TestGeneralise1624SFTPGlobMultiple(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"get-multi", "exec", 1, "1", "sftp> get /srv/exports/*.csv /tmp/out.csv\nMultiple source paths, but destination \"/tmp/out.csv\" is not a directory\nexit status 1", ambiguous},
		{"put-multi", "exec", 1, "1", "sftp> put logs/*.gz /upload/today.gz\nMultiple paths match, but destination \"/upload/today.gz\" is not a directory\nexit status 1", ambiguous},
		{"near-enotdir", "exec", 1, "1", "scp: dest open \"/srv/f.txt/sub\": Not a directory\nscp: failed to upload file f.txt to /srv/f.txt/sub\nexit status 1", premise},
		{"near-get-missing", "exec", 1, "1", "sftp> get /srv/missing.tar.gz\nFile \"/srv/missing.tar.gz\" not found.\nexit status 1", premise},
	})
}
