package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases390 runs held-out set 390: OS errno and developer tools long tail, from the vendors' docs and source, labelled blind.
// First run at 33a243f: 19/35 overall, 12/24 tricky.
// Fixed by class: i390-euclean-fs-corrupt (damaged.go storeDamageWords, TestGeneralise390), i390-ssh-host-key-changed (wording.go hostKeyWords, TestGeneralise390HostKey), i390-git-repo-not-found-private (hedgednotfound.go hiddenRepoWords, TestGeneralise390HiddenRepo), i390-npm-eotp (hedgednotfound.go oneTimePasswordWords, TestGeneralise390OTP).
// i390-terraform-import-already-managed passes since the lead's tool wordings after sets 388 and 390.
// i390-git-describe-no-names passes since the lead's tool wordings after sets 388 and 390.
// i390-terraform-no-outputs passes since the lead's tool wordings after sets 388 and 390.
// i390-curl-63-max-filesize passes since the lead's tool wordings after sets 388 and 390.
// i390-pnpm-no-matching-version passes since the lead's tool wordings after sets 388 and 390.
// i390-fscrypt-enokey passes since the lead's class fixes after sets 389 and 390 (a model the host cannot load, ENOKEY, a shallow push, a moved module).
// i390-git-push-shallow-rejected passes since the lead's class fixes after sets 389 and 390 (a model the host cannot load, ENOKEY, a shallow push, a moved module).
// i390-systemd-not-booted passes since the lead's tool wordings after sets 388 and 390.
// i390-go-module-path-renamed passes since the lead's class fixes after sets 389 and 390 (a model the host cannot load, ENOKEY, a shallow push, a moved module).
// Tolerated: i390-docker-oci-exec-permission: denied vs premise (go: EACCES / fs.ErrPermission): runc's EACCES is the image's file mode, not the caller's rights; the EACCES rule has no context to tell; left for the lead.
// i390-helm-no-deployed-releases passes since the lead's tool wordings after sets 388 and 390.
// Tolerated: i390-ssh-host-key-changed: denied vs premise (the lead's revision after set 1179: an SSH host key that is not the recorded one reads denied, sets 674, 825, 846 and 1179 labelled it so): this set read the changed key as a false belief about the host, premise.
func TestIndependentCases390(t *testing.T) {
	runIndependent(t, "testdata/independent390.jsonl", true, "i390-ssh-host-key-changed", "i390-docker-oci-exec-permission")
}

// TestGeneralise390 checks EUCLEAN (file system corruption) in other
// software's words, with near misses that keep their reading.
func TestGeneralise390(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python oserror", "", 0, "", "OSError: [Errno 117] Structure needs cleaning: '/data/shards/0007.parquet'", rung.KindPremise},
		{"rust os error", "", 0, "", "failed to read segment: Structure needs cleaning (os error 117)", rung.KindPremise},
		{"coreutils ls", "", 0, "", "ls: cannot access '/mnt/data/lost.bin': Structure needs cleaning", rung.KindPremise},
		{"rsync", "", 0, "", "rsync: [sender] readlink_stat(\"/srv/export/a.log\") failed: Structure needs cleaning (117)", rung.KindPremise},
		{"xfs kernel log", "", 0, "", "XFS (sdb1): Metadata corruption detected at xfs_dinode_verify+0x1a/0x2b0, inode 0x2419 dinode", rung.KindPremise},
		{"go mkdir", "go", 0, "", "mkdir /data/new: structure needs cleaning", rung.KindPremise},
		{"errno name", "", 0, "EUCLEAN", "EUCLEAN: open '/var/lib/app/state.db'", rung.KindPremise},
		// Near misses: cleaning words that are no errno keep their reading.
		{"cleanup permission", "go", 0, "", "cleanup /tmp/build-42: permission denied", rung.KindDenied},
		{"cleaning timeout", "go", 0, "", "cleaning the cache: context deadline exceeded", rung.KindTransient},
	})
}

// TestGeneralise390HostKey checks an SSH host key that is not the recorded
// one, in other software's words, with near misses (a refused key, a
// failed login) that keep their reading.
func TestGeneralise390HostKey(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"git over ssh", "", 0, "", "Host key verification failed.\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rung.KindDenied},
		{"openssh strict unknown", "", 0, "", "No ED25519 host key is known for git.acme.dev and you have requested strict checking.\nHost key verification failed.", rung.KindDenied},
		{"go knownhosts mismatch", "go", 0, "", "ssh: handshake failed: knownhosts: key mismatch", rung.KindDenied},
		{"go knownhosts unknown", "go", 0, "", "ssh: handshake failed: knownhosts: key is unknown", rung.KindDenied},
		{"paramiko", "", 0, "", "paramiko.ssh_exception.BadHostKeyException: Host key for server '10.0.4.12' does not match: got 'AAAAC3NzaC1lZDI1NTE5AAAAIA', expected 'AAAAC3NzaC1lZDI1NTE5AAAAIB'", rung.KindDenied},
		{"putty", "", 0, "", "WARNING - POTENTIAL SECURITY BREACH! The host key does not match the one PuTTY has cached for this server.", rung.KindDenied},
		// Near misses: the server refusing the client's key or login stays denied.
		{"publickey refused", "", 0, "", "agent@10.0.4.12: Permission denied (publickey).", rung.KindDenied},
		{"go ssh auth", "go", 0, "", "ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain", rung.KindDenied},
	})
}

// TestGeneralise390HiddenRepo checks git's rendering of a Git host's 404
// for a repository the credentials may not see, as other tools pass it on,
// with near misses that keep their reading.
func TestGeneralise390HiddenRepo(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"bitbucket https", "", 0, "", "remote: Repository not found\nfatal: repository 'https://bitbucket.org/acme/infra.git/' not found", rung.KindDenied},
		{"github ssh", "", 0, "", "ERROR: Repository not found.\nfatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights\nand the repository exists.", rung.KindDenied},
		{"go get", "", 0, "", "go: github.com/acme/private@v1.0.0: git ls-remote -q origin in /root/go/pkg/mod/cache/vcs/4a1f: exit status 128:\n\tremote: Repository not found.\n\tfatal: repository 'https://github.com/acme/private/' not found", rung.KindDenied},
		{"npm git dependency", "", 0, "", "npm error command git --no-replace-objects ls-remote https://github.com/acme/private.git\nnpm error remote: Repository not found.\nnpm error fatal: repository 'https://github.com/acme/private.git/' not found", rung.KindDenied},
		{"pip vcs requirement", "", 0, "", "  Running command git clone --filter=blob:none --quiet https://github.com/acme/private.git /tmp/pip-req-build-x\n  remote: Repository not found.\n  fatal: repository 'https://github.com/acme/private.git/' not found\n  error: subprocess-exited-with-error", rung.KindDenied},
		// Near misses: a missing ref or path in a repository that was read keeps its reading.
		{"missing remote ref", "", 0, "", "fatal: couldn't find remote ref refs/heads/feature-x", rung.KindPremise},
		{"pathspec typo", "", 0, "", "error: pathspec 'feature/lgoin' did not match any file(s) known to git", rung.KindPremise},
	})
}

// TestGeneralise390OTP checks a second factor the account holder must give,
// in other software's words, with near misses that keep their reading.
func TestGeneralise390OTP(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"npm legacy", "", 0, "EOTP", "npm ERR! code EOTP\nnpm ERR! This operation requires a one-time password from your authenticator.", rung.KindDenied},
		{"pnpm", "", 0, "", " ERR_PNPM_OTP  This operation requires a one-time password. Please try again later.", rung.KindDenied},
		{"github 2fa", "http", 401, "", "{\"message\":\"Must specify two-factor authentication OTP code.\",\"documentation_url\":\"https://docs.github.com/rest\"}", rung.KindDenied},
		{"rubygems", "", 0, "", "You have enabled multifactor authentication but no OTP code provided. Please fill it and retry.", rung.KindDenied},
		{"yarn publish", "", 0, "", "error This operation requires a one-time password; it timed out waiting for input.", rung.KindDenied},
		// Near misses: a registry timeout and a publish conflict keep their reading.
		{"npm timeout", "", 0, "ETIMEDOUT", "npm error code ETIMEDOUT\nnpm error network request to https://registry.npmjs.org/left-pad failed, reason: connect ETIMEDOUT 104.16.0.35:443", rung.KindTransient},
		{"npm publish over", "http", 403, "E403", "npm error code E403\nnpm error 403 403 Forbidden - PUT https://registry.npmjs.org/@acme%2fwidgets - You cannot publish over the previously published versions: 1.4.2.", rung.KindConflict},
	})
}
