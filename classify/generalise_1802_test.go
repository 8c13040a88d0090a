package classify

import "testing"

// First run at be7055a3: 32/36 overall, 10/14 tricky.
// Tolerated: i1802-temporal-terminate-completed: premise vs conflict (one-off): Temporal's bare "workflow execution already completed" (NotFound) names no act; after a signal or an update it is premise, and only the caller knows it terminated (the cancel-of-ended-work ruling asks for a refusal of the stop in the text).
// Tolerated: i1802-grpc-unmarshal-reply: invalid vs ambiguous (one-off): grpc-go's "failed to unmarshal the received message" is the same text on the server reading a client stream and on the client reading a reply; only the side tells a bad request from an unreadable result, and an earlier set labels it premise.
func TestIndependentCases1802(t *testing.T) {
	runIndependent(t, "testdata/independent1802.jsonl", true, "i1802-temporal-terminate-completed", "i1802-grpc-unmarshal-reply")
}

// TestGeneralise1802EtcdAuthOldRevision: etcd's ErrAuthOldRevision
// ("etcdserver: revision of auth store is old", INVALID_ARGUMENT) is a race
// with an auth-store change that clientv3 answers by re-authenticating and
// repeating the call: transient (etcd api/v3rpc/rpctypes/error.go,
// clientv3 retry_interceptor.go). Near misses: the other etcd auth
// refusals keep their kinds (a bad password, an invalid token: denied).
func TestGeneralise1802EtcdAuthOldRevision(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc invalid argument", "grpc", 0, "INVALID_ARGUMENT", "rpc error: code = InvalidArgument desc = etcdserver: revision of auth store is old", transient},
		{"clientv3 bare", "go", 0, "", "etcdserver: revision of auth store is old", transient},
		{"etcdctl", "exec", 1, "1", "{\"level\":\"warn\",\"msg\":\"retrying of unary invoker failed\",\"error\":\"rpc error: code = InvalidArgument desc = etcdserver: revision of auth store is old\"}\nError: etcdserver: revision of auth store is old\nexit status 1", transient},
		{"near: auth failed", "grpc", 0, "INVALID_ARGUMENT", "rpc error: code = InvalidArgument desc = etcdserver: authentication failed, invalid user ID or password", denied},
		{"near: invalid token", "grpc", 0, "UNAUTHENTICATED", "rpc error: code = Unauthenticated desc = etcdserver: invalid auth token", denied},
	})
}

// TestGeneralise1802GRPCUnknownACLMissing: HashiCorp's token, "the ACL", as
// the subject of "not found" relayed under gRPC UNKNOWN (Consul's gRPC
// "rpc error: code = Unknown desc = ACL not found"; hashicorp/consul
// acl/errors.go ErrNotFound): the caller's credential is gone, denied, as
// the 403 renderings (sets 411, 741). Near misses: an ACL policy or role
// not found is a missing object (premise), and a plain "not found" under
// UNKNOWN stays premise.
func TestGeneralise1802GRPCUnknownACLMissing(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"consul grpc", "grpc", 0, "UNKNOWN", "rpc error: code = Unknown desc = ACL not found", denied},
		{"nomad token", "grpc", 0, "UNKNOWN", "rpc error: code = Unknown desc = ACL token not found", denied},
		{"wrapped", "grpc", 0, "UNKNOWN", "agent.cache: handling error in Cache.Notify: rpc error: code = Unknown desc = ACL not found", denied},
		{"near: policy", "grpc", 0, "UNKNOWN", "rpc error: code = Unknown desc = ACL policy not found", premise},
		{"near: sql rows", "grpc", 0, "UNKNOWN", "rpc error: code = Unknown desc = template not found", premise},
	})
}

// TestGeneralise1802RetryInfoTextFormat: google.rpc RetryInfo as a Go
// program prints status.Details() in protobuf's text format,
// "retry_delay:{seconds:30}" (googleapis google/rpc/error_details.proto):
// the stated wait is read as Retry-After. Near miss: a RetryInfo with no
// whole seconds states no wait the reader takes.
func TestGeneralise1802RetryInfoTextFormat(t *testing.T) {
	for _, c := range []struct {
		msg  string
		want float64
	}{
		{"rpc error: code = ResourceExhausted desc = Rate limit exceeded.\ndetails: [type.googleapis.com/google.rpc.RetryInfo]: retry_delay:{seconds:30}", 30},
		{"rpc error: code = Unavailable desc = The service is currently unavailable.\ndetails: [type.googleapis.com/google.rpc.RetryInfo]: retry_delay:{seconds:5 nanos:500000000}", 5},
		{"rpc error: code = Unavailable desc = try later\ndetails: [type.googleapis.com/google.rpc.RetryInfo]: retry_delay:{nanos:500000000}", 0},
	} {
		r := Classify(Input{Protocol: "grpc", Message: c.msg})
		if got := r.RetryAfter.Seconds(); (c.want == 0 && got != 0) || (c.want != 0 && got < c.want) {
			t.Errorf("%q: RetryAfter %v, want %vs", c.msg, r.RetryAfter, c.want)
		}
	}
}
