package classify

import "testing"

// First run at 3fa7db35: 24/34 overall, 6/14 tricky.
// Tolerated: i1669-client-closed: unknown vs premise (ruling): a bare "client closed" (franz-go ErrClientClosed) cannot be told from the handle ruling's store clients or set 41's program-closed clients, and the words alone would catch "client closed request".
// Tolerated: i1669-illegal-generation: transient vs premise (ruling): set 1150 reads ILLEGAL_GENERATION as a rejoin-and-send-again wait.
// Tolerated: i1669-unknown-member: transient vs premise (ruling): set 1150 reads UNKNOWN_MEMBER_ID as a rejoin-and-send-again wait.
// Tolerated: i1669-sarama-delete-records-oor: premise vs invalid (ruling): sets 50 and 382 read OFFSET_OUT_OF_RANGE premise; here it is DeleteRecords' own offset argument past the high watermark, which only sarama's "failed to delete records" prefix shows.
// Tolerated: i1669-kafkago-deletegroups-eof: transient vs unknown (one-off): Go's "unexpected EOF" on a connection reads transient; kfake hung up on a request it did not serve.
func TestIndependentCases1669(t *testing.T) {
	runIndependent(t, "testdata/independent1669.jsonl", true, "i1669-client-closed", "i1669-illegal-generation", "i1669-unknown-member", "i1669-sarama-delete-records-oor", "i1669-kafkago-deletegroups-eof")
}

// Kafka producer-state codes (set 1669, kafka.apache.org/protocol error
// codes, non-retriable): OUT_OF_ORDER_SEQUENCE_NUMBER, INVALID_TXN_STATE,
// INVALID_PRODUCER_ID_MAPPING and UNKNOWN_PRODUCER_ID as franz-go, the Java
// client, kafka-go and sarama print them read premise (reset the producer
// or begin the transaction again). Near misses: INVALID_REQUIRED_ACKS (the
// call's argument), CONCURRENT_TRANSACTIONS (a wait), DUPLICATE_
// SEQUENCE_NUMBER (already written) and a plain "invalid state" keep their kinds.
func TestGeneralise1669KafkaProducerState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"franz out of order", "", 0, "", "OUT_OF_ORDER_SEQUENCE_NUMBER: The broker received an out of order sequence number.", premise},
		{"java out of order", "", 0, "", "org.apache.kafka.common.errors.OutOfOrderSequenceException: The broker received an out of order sequence number.", premise},
		{"kafka-go out of order", "", 0, "", "[45] Out Of Order Sequence Number: the broker received an out of order sequence number", premise},
		{"sarama out of order", "", 0, "", "kafka server: The broker received an out of order sequence number", premise},
		{"franz invalid txn state", "", 0, "", "INVALID_TXN_STATE: The producer attempted a transactional operation in an invalid state.", premise},
		{"sarama invalid txn state", "", 0, "", "kafka server: The producer attempted a transactional operation in an invalid state", premise},
		{"java invalid txn state", "", 0, "", "org.apache.kafka.common.errors.InvalidTxnStateException: The producer attempted a transactional operation in an invalid state.", premise},
		{"franz pid mapping", "", 0, "", "INVALID_PRODUCER_ID_MAPPING: The producer attempted to use a producer id which is not currently assigned to its transactional id.", premise},
		{"franz unknown pid", "", 0, "", "UNKNOWN_PRODUCER_ID: This exception is raised by the broker if it could not locate the producer metadata associated with the producerId in question.", premise},
		{"near: required acks", "", 0, "", "INVALID_REQUIRED_ACKS: Produce request specified an invalid value for required acks.", invalid},
		{"near: concurrent txns", "", 0, "", "CONCURRENT_TRANSACTIONS: The producer attempted to update a transaction while another concurrent operation on the same transaction was ongoing.", transient},
		{"near: duplicate seq", "", 0, "", "DUPLICATE_SEQUENCE_NUMBER: The broker received a duplicate sequence number.", conflict},
	})
}

// Kafka and franz-go producer wordings (set 1669): RECORD_LIST_TOO_LARGE in
// its description (sarama, the protocol's table) invalid; franz-go's
// errNoTopic "cannot produce record with no topic and no default topic"
// invalid; franz-go ErrFirstReadEOF's SASL case "SASL is required but not
// provided" denied. Near misses: the TLS case stays premise, MESSAGE_TOO_LARGE
// invalid, an unknown topic premise.
func TestGeneralise1669KafkaProducerWordings(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"sarama list too large", "", 0, "", "kafka server: The request included message batch larger than the configured segment size on the server", invalid},
		{"protocol list too large", "", 0, "", "RECORD_LIST_TOO_LARGE: The request included message batch larger than the configured segment size on the server.", invalid},
		{"kafka-go list too large", "", 0, "", "[18] Record List Too Large: the request included message batch larger than the configured segment size on the server", invalid},
		{"franz no topic", "", 0, "", "cannot produce record with no topic and no default topic", invalid},
		{"franz no sasl", "", 0, "", "broker closed the connection immediately after a request was issued, which often happens when SASL is required but not provided: is SASL missing?", denied},
		{"franz no sasl wrapped", "", 0, "", "unable to list topics: broker closed the connection immediately after a request was issued, which often happens when SASL is required but not provided: is SASL missing?", denied},
		{"near: tls case", "", 0, "", "broker closed the connection immediately after a dial, which happens if the client is using TLS when the broker is not expecting it: is TLS misconfigured on the client or the broker?", premise},
		{"near: unknown topic", "", 0, "", "UNKNOWN_TOPIC_OR_PARTITION: This server does not host this topic-partition.", premise},
		{"near: message too large", "", 0, "", "MESSAGE_TOO_LARGE: The request included a message larger than the max message size the server will accept.", invalid},
	})
}
