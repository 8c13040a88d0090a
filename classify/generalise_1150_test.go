package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 3ae09f02: 32/33 overall, 15/16 tricky.
func TestIndependentCases1150(t *testing.T) {
	runIndependent(t, "testdata/independent1150.jsonl", true)
}

// A Kafka consumer's group membership gone stale: the group moved to a new
// generation (ILLEGAL_GENERATION, 22) or the coordinator dropped the member
// (UNKNOWN_MEMBER_ID, 25). The client rejoins and sends again (kafka.go).
func TestGeneralise1150(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"librdkafka commit ILLEGAL_GENERATION", "", 0, "", "Commit failed: Broker: Specified group generation id is not valid", rung.KindTransient},
		{"franz-go ILLEGAL_GENERATION", "", 0, "", "ILLEGAL_GENERATION: Specified group generation id is not valid.", rung.KindTransient},
		{"Java IllegalGenerationException", "", 0, "", "org.apache.kafka.common.errors.IllegalGenerationException: Specified group generation id is not valid.", rung.KindTransient},
		{"librdkafka heartbeat UNKNOWN_MEMBER_ID", "", 0, "", "Heartbeat failed: Broker: Unknown member", rung.KindTransient},
		{"sarama UNKNOWN_MEMBER_ID", "", 0, "", "kafka server: The coordinator is not aware of this member", rung.KindTransient},
		{"franz-go UNKNOWN_MEMBER_ID", "", 0, "", "UNKNOWN_MEMBER_ID: The coordinator is not aware of this member.", rung.KindTransient},
		{"Java UnknownMemberIdException", "", 0, "", "org.apache.kafka.common.errors.UnknownMemberIdException: The coordinator is not aware of this member.", rung.KindTransient},
		// Near misses: other group and broker errors keep their kinds.
		{"near: sarama GROUP_AUTHORIZATION_FAILED", "", 0, "", "kafka server: The client is not authorized to access this group", rung.KindDenied},
		{"near: librdkafka UNKNOWN_TOPIC_OR_PARTITION", "", 0, "", "Broker: Unknown topic or partition", rung.KindPremise},
		{"near: franz-go GROUP_ID_NOT_FOUND", "", 0, "", "GROUP_ID_NOT_FOUND: The group id does not exist.", rung.KindPremise},
		{"near: sarama INVALID_REPLICATION_FACTOR", "", 0, "", "kafka server: Replication-factor is invalid", rung.KindInvalid},
	})
}
