package classify

import "testing"

// First run at 8d181852: 27/34 overall, 12/19 tricky.
func TestIndependentCases1522(t *testing.T) {
	runIndependent(t, "testdata/independent1522.jsonl", false)
}

// TestGeneralise1522RaftCatchUp: a replicated store's moment of
// reorganisation worded by its raft layer: a proposal the raft library
// dropped during a leader change (etcd raft ErrProposalDropped, which etcd
// passes on under gRPC UNKNOWN), and a learner not yet in sync with the
// leader (etcd ErrLearnerNotReady under FAILED_PRECONDITION). Both end with
// time (brokerwords.go noLeaderWords; live against etcd 3.4.23, set 1522;
// etcd.io/docs/v3.5/learning/design-learner). Near misses: a promote of a
// member that is no learner, a proposal a validator rejected, and raft
// texts that name a wrong argument keep their readings.
func TestGeneralise1522RaftCatchUp(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"etcd raw dropped", "grpc", 0, "Unknown", "rpc error: code = Unknown desc = raft proposal dropped", transient},
		{"etcd bare dropped", "grpc", 0, "", "raft proposal dropped", transient},
		{"etcd dropped wrapped go", "go", 0, "", "put jobs/a: raft proposal dropped", transient},
		{"learner not ready", "grpc", 0, "FailedPrecondition", "etcdserver: can only promote a learner member which is in sync with leader", transient},
		{"learner not ready raw", "grpc", 0, "FailedPrecondition", "rpc error: code = FailedPrecondition desc = etcdserver: can only promote a learner member which is in sync with leader", transient},
		{"learner not ready etcdctl", "exec", 1, "", "Error: etcdserver: can only promote a learner member which is in sync with leader", transient},
		{"near: member not found", "grpc", 0, "NotFound", "rpc error: code = NotFound desc = etcdserver: member not found", premise},
		{"near: too many learners", "grpc", 0, "FailedPrecondition", "etcdserver: too many learner members in cluster", premise},
		{"near: request too large", "grpc", 0, "InvalidArgument", "etcdserver: request is too large", invalid},
	})
}
