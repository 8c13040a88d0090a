package classify

import (
	"slices"
	"strings"
)

// protocolNames are the Input.Protocol values some rule of this package
// reads: a chain of presets of its own (classify.go chains), a reply-code
// reader (ldapcode.go replyCodeProtocol, amqp.go, mqtt.go, dnsrcode.go) or
// a reading of the message kept to that protocol (exec, redis). Any other
// name is classified as if none were given. Sorted; protocols_test.go
// checks that every name a rule reads is here.
var protocolNames = [...]string{
	"amqp", "anthropic", "aws", "dns", "esmtp", "exec", "ftp", "ftps",
	"go", "golang", "grpc", "http", "https", "imap", "imaps", "jsonrpc",
	"ldap", "ldaps", "lmtp", "mcp", "mqtt", "mqtts", "nntp", "openai",
	"pg", "pop3", "postgres", "postgresql", "redis", "smtp", "smtps",
	"sqlite", "sqlite3",
}

// Protocols returns the protocol names that Classify reads with rules of
// their own, sorted. Any other name is read as no protocol at all.
func Protocols() []string {
	return slices.Clone(protocolNames[:])
}

// KnownProtocol reports whether name, in any case and with surrounding
// space ignored, is one of Protocols.
func KnownProtocol(name string) bool {
	_, ok := slices.BinarySearch(protocolNames[:], strings.ToLower(strings.TrimSpace(name)))
	return ok
}
