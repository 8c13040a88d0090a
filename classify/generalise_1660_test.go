package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 2c6f6689: 21/34 overall, 6/15 tricky.
// Tolerated: i1660-cli-create-usage: unknown vs invalid (one-off): zkCli prints a command's bare synopsis ("create [-s] [-e] [-c] [-t ttl] path [data] [acl]") with no "usage:" word; usageSynopsis (shellwords.go) reads a synopsis only after "usage: ", and reading any bracketed line as one would catch ordinary text.
// Tolerated: i1660-go-ttl-unimplemented: unknown vs premise (one-off): go-zookeeper renders ZooKeeper's UNIMPLEMENTED (-6) as "unknown error: -6", which does not name ZooKeeper; a bare negative code is any C library's errno as well.
// Tolerated: i1660-go-create-over-jute-maxbuffer: transient vs invalid (one-off): the server drops the connection on a packet over jute.maxbuffer and go-zookeeper says only "zk: connection closed", the same text as a dropped connection (transient); the size is in the server's log only.
func TestIndependentCases1660(t *testing.T) {
	runIndependent(t, "testdata/independent1660.jsonl", true, "i1660-cli-create-usage", "i1660-go-ttl-unimplemented", "i1660-go-create-over-jute-maxbuffer")
}

// TestGeneralise1660ZkCli: the texts ZooKeeper's own Java tools print for a
// failed command (zkCli.sh 3.8.0, live): CliWrapperException's per-code
// wording with the path, PathUtils.validatePath's reasons, AclParser's
// refusals (zookeeper.go zkCliError). Near misses: the wrapper texts
// already read elsewhere keep their kinds, a URL's "://" does not open the
// table, and an HTTP "Path must start with" of another API is not zkCli's.
func TestGeneralise1660ZkCli(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "zkCli delete of a znode with children", protocol: "exec", status: 1, code: "1", msg: "Node not empty: /app/config\nexit status 1", want: rung.KindPremise},
		{name: "zkCli set with a stale version", protocol: "exec", status: 1, code: "1", msg: "version No is not valid : /app/flags\nexit status 1", want: rung.KindPremise},
		{name: "zkCli delete -v with a stale version", msg: "version No is not valid : /locks/job-0000000003", want: rung.KindPremise},
		{name: "zkCli setAcl with an unknown scheme", protocol: "exec", status: 1, code: "1", msg: "Acl is not valid : /app\nexit status 1", want: rung.KindInvalid},
		{name: "zkCli create with bad arguments", msg: "Arguments are not valid : /app", want: rung.KindInvalid},
		{name: "zkCli create under an ephemeral", protocol: "exec", status: 1, code: "1", msg: "Ephemerals cannot have children: /workers/w1/task\nexit status 1", want: rung.KindInvalid},
		{name: "zkCli write to a read-only server", msg: "Not a read-only call: /app", want: rung.KindTransient},
		{name: "zkCli relative path", protocol: "exec", status: 1, code: "1", msg: "Path must start with / character\nexit status 1", want: rung.KindInvalid},
		{name: "zkCli trailing slash", protocol: "exec", status: 1, code: "1", msg: "Path must not end with / character\nexit status 1", want: rung.KindInvalid},
		{name: "Java client invalid path string", protocol: "", msg: "java.lang.IllegalArgumentException: Invalid path string \"/app//x\" caused by empty node name specified @5", want: rung.KindInvalid},
		{name: "Java client relative path element", msg: "Invalid path string \"/app/../x\" caused by relative paths not allowed @7", want: rung.KindInvalid},
		{name: "zkCli malformed ACL string", msg: "world:anyone does not have the form scheme:id:perm", want: rung.KindInvalid},
		{name: "zkCli ACL with unknown perm letters (exit 0)", msg: "Unknown perm type: z\nUnknown perm type: z", want: rung.KindAmbiguous},
		{name: "zkCli hard quota", protocol: "exec", status: 1, code: "1", msg: "Quota has exceeded : /q/c\nexit status 1", want: rung.KindPremise},
		{name: "KeeperErrorCode Unimplemented", protocol: "exec", status: 1, code: "1", msg: "KeeperErrorCode = Unimplemented for /ttl\nexit status 1", want: rung.KindPremise},
		{name: "near miss: zkCli missing node stays premise", protocol: "exec", status: 1, code: "1", msg: "Node does not exist: /nope\nexit status 1", want: rung.KindPremise},
		{name: "near miss: zkCli existing node stays conflict", protocol: "exec", status: 1, code: "1", msg: "Node already exists: /a\nexit status 1", want: rung.KindConflict},
		{name: "near miss: zkCli NoAuth stays denied", protocol: "exec", status: 1, code: "1", msg: "Insufficient permission : /sec\nexit status 1", want: rung.KindDenied},
		{name: "near miss: KeeperErrorCode ConnectionLoss stays transient", protocol: "exec", status: 1, code: "1", msg: "KeeperErrorCode = ConnectionLoss for /a\nexit status 1", want: rung.KindTransient},
	})
}

// TestGeneralise1660GoZK: go-zookeeper's lock recipe and four-letter-word
// helpers (lock.go ErrDeadlock, ErrNotLocked; flw.go's parse failure), live
// against ZooKeeper 3.8.0 (zookeeper.go goZKWords). Near misses: a database
// lock wait stays transient, go-zookeeper's other texts keep their kinds.
func TestGeneralise1660GoZK(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "go-zk Lock twice", protocol: "go", msg: "zk: trying to acquire a lock twice", want: rung.KindConflict},
		{name: "go-zk Lock twice wrapped", msg: "acquire /locks/deploy: zk: trying to acquire a lock twice", want: rung.KindConflict},
		{name: "go-zk Unlock without Lock", protocol: "go", msg: "zk: not locked", want: rung.KindPremise},
		{name: "go-zk Unlock wrapped", msg: "release leader lock: zk: not locked", want: rung.KindPremise},
		{name: "go-zk FLWSrvr parse", protocol: "go", msg: "unable to parse fields from zookeeper response (no regex matches)", want: rung.KindAmbiguous},
		{name: "near miss: a lock wait stays transient", protocol: "postgres", code: "55P03", msg: "ERROR: could not obtain lock on row in relation \"jobs\" (SQLSTATE 55P03)", want: rung.KindTransient},
		{name: "near miss: go-zk version conflict stays premise", protocol: "go", msg: "zk: version conflict", want: rung.KindPremise},
		{name: "near miss: go-zk no server stays transient", protocol: "go", msg: "zk: could not connect to a server", want: rung.KindTransient},
	})
}

// TestGeneralise1660NotServing: a ZooKeeper server outside a quorum
// answers a four-letter word "This ZooKeeper instance is not currently
// serving requests" (live 3.8.0, two-server config with one started):
// leader election, a wait (brokerwords.go noLeaderWords). Near misses: a
// service that is gone for good and "not in the whitelist" keep their kinds.
func TestGeneralise1660NotServing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "srvr without quorum", msg: "This ZooKeeper instance is not currently serving requests", want: rung.KindTransient},
		{name: "srvr without quorum via exec", protocol: "exec", status: 1, code: "1", msg: "This ZooKeeper instance is not currently serving requests\nexit status 1", want: rung.KindTransient},
		{name: "near miss: 4lw not whitelisted stays denied", msg: "ruok is not executed because it is not in the whitelist.", want: rung.KindDenied},
		{name: "near miss: etcd no leader stays transient", msg: "etcdserver: no leader", want: rung.KindTransient},
	})
}
