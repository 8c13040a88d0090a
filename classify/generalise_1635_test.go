package classify

import "testing"

// First run at 3f5c50d1: 24/34 overall, 8/17 tricky.
// Tolerated: i1635-tls-client-to-plain-server: transient vs premise (ruling): taxonomy's set 30 row keeps a TLS handshake cut by EOF, a reset or a timeout transient; grpc-go's "authentication handshake failed: EOF" from a plain-http etcd is that EOF.
// Tolerated: i1635-get-missing-key-json: unknown vs ambiguous (one-off): etcdctl -w json for a missing key prints the RangeResponse header alone (kvs and count omitted), the same text as a put's acknowledgement; no text separates them.
// Tolerated: i1635-role-revoke-permission-not-granted: premise vs conflict (ruling): set 1328 labels "permission is not granted to the role" premise and set 1522 tolerated its conflict label on that ruling.
func TestIndependentCases1635(t *testing.T) {
	runIndependent(t, "testdata/independent1635.jsonl", true,
		"i1635-tls-client-to-plain-server", "i1635-get-missing-key-json", "i1635-role-revoke-permission-not-granted")
}

// TestGeneralise1635ArgCount: a CLI refusing the number of positional
// arguments in cobra's own words (args.go: ExactArgs, MinimumNArgs,
// MaximumNArgs, RangeArgs) and in etcdctl 3.4's ("put command needs 1
// argument and input from stdin or 2 arguments", "get command needs one
// argument as key ...", captured live): invalid (toolwords.go, beside
// rclone's " non flag arguments"). Near misses: a command that needs a
// privilege, etcd server refusals printed by etcdctl, keep their readings.
func TestGeneralise1635ArgCount(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"etcdctl put no value", "exec", 128, "128", "Error: put command needs 1 argument and input from stdin or 2 arguments\nexit status 128", invalid},
		{"etcdctl get no key", "exec", 1, "1", "Error: get command needs one argument as key and an optional argument as range_end\nexit status 1", invalid},
		{"etcdctl put ignore-value", "exec", 1, "1", "Error: put command needs only 1 argument when 'ignore-value' is set\nexit status 1", invalid},
		{"etcdctl compaction", "exec", 1, "1", "Error: compaction command needs 1 argument\nexit status 1", invalid},
		{"cobra exact", "exec", 1, "1", "Error: accepts 1 arg(s), received 0\nexit status 1", invalid},
		{"cobra minimum", "exec", 1, "1", "Error: requires at least 1 arg(s), only received 0\nexit status 1", invalid},
		{"cobra maximum", "exec", 1, "1", "Error: accepts at most 2 arg(s), received 3\nexit status 1", invalid},
		{"cobra range", "exec", 1, "1", "Error: accepts between 1 and 2 arg(s), received 3\nexit status 1", invalid},
		{"near: etcd key not found", "exec", 1, "1", "Error: etcdserver: key not found\nexit status 1", premise},
		{"near: etcd user exists", "exec", 1, "1", "Error: etcdserver: user name already exists\nexit status 1", conflict},
		{"near: needs a privilege", "exec", 1, "1", "Error: this command needs root privileges\nexit status 1", unk},
	})
}

// TestGeneralise1635EtcdBackendDamaged: etcd's mvcc/backend panic at start
// when member/snap/db is not a bbolt file, "cannot open database at <path>
// (invalid database)" (captured live with etcd 3.4.23): premise, the data
// dir is damaged (damaged.go storeDamageWords). Near misses: bbolt's bare
// "invalid database" (set 1533's tolerated one-off) and the same wrap
// around a permission error or a lock timeout keep their readings.
func TestGeneralise1635EtcdBackendDamaged(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"etcd start capnslog", "exec", 2, "2", "2026-12-07 09:03:21.903276 C | mvcc/backend: cannot open database at /tmp/w1635/dC/member/snap/db (invalid database)\npanic: cannot open database at /tmp/w1635/dC/member/snap/db (invalid database)\nexit status 2", premise},
		{"etcd panic line", "", 0, "", "panic: cannot open database at /var/lib/etcd/member/snap/db (invalid database)", premise},
		{"near: bare bbolt", "go", 0, "", "invalid database", invalid},
		{"near: permission", "exec", 2, "2", "panic: cannot open database at /var/lib/etcd/member/snap/db (permission denied)\nexit status 2", denied},
		{"near: lock timeout", "exec", 2, "2", "panic: cannot open database at /var/lib/etcd/member/snap/db (timeout)\nexit status 2", transient},
	})
}

// TestGeneralise1635EtcdNoEndpoints: etcd clientv3's ErrNoAvailableEndpoints
// "etcdclient: no available endpoints", which New returns for a Config
// with no Endpoints (captured live, client/v3 v3.5.17): invalid, the
// client was built wrong (wording.go clientOptionWords). Near misses:
// NATS's "no servers available for connection" (every server down) and
// etcd's "no leader" stay transient.
func TestGeneralise1635EtcdNoEndpoints(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"clientv3 New", "go", 0, "", "etcdclient: no available endpoints", invalid},
		{"wrapped", "go", 0, "", "connect etcd: etcdclient: no available endpoints", invalid},
		{"near: nats all down", "go", 0, "", "nats: no servers available for connection", transient},
		{"near: etcd no leader", "go", 0, "", "etcdserver: no leader", transient},
	})
}

// TestGeneralise1635EtcdRangeCut: etcd's RangeResponse that says keys
// remain beyond what it returned ("more":true), from etcdctl -w json (exit
// status 0) or the v3 grpc-gateway (int64s as strings); captured live with
// --limit=1 over three keys: ambiguous (etcdrange.go etcdRangeCut). Near
// misses: a whole range and a header alone (a put's acknowledgement, or
// an empty range: no text separates them) are not read; another API's
// "has_more" is not etcd's.
func TestGeneralise1635EtcdRangeCut(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"etcdctl json", "exec", 0, "0", `{"header":{"cluster_id":6083852687966437247,"member_id":2391170222152434014,"revision":12,"raft_term":79},"kvs":[{"key":"L2FwcC9zdmMvMQ==","create_revision":10,"mod_revision":10,"version":1,"value":"djE="}],"more":true,"count":3}` + "\nexit status 0", ambiguous},
		{"gateway", "http", 200, "", `{"header":{"cluster_id":"14841639068965178418","member_id":"10276657743932975437","revision":"12","raft_term":"2"},"kvs":[{"key":"YQ==","create_revision":"10","mod_revision":"10","version":"1","value":"djE="}],"more":true,"count":"3"}`, ambiguous},
		{"near: whole range", "exec", 0, "0", `{"header":{"cluster_id":1,"member_id":2,"revision":12,"raft_term":79},"kvs":[{"key":"YQ==","create_revision":10,"mod_revision":10,"version":1,"value":"djE="}],"count":1}` + "\nexit status 0", unk},
		{"near: header alone", "exec", 0, "0", `{"header":{"cluster_id":1,"member_id":2,"revision":12,"raft_term":79}}` + "\nexit status 0", unk},
		{"near: other has_more", "http", 200, "", `{"data":[{"id":1}],"has_more":true}`, unk},
	})
}
