package classify

import (
	"slices"
	"testing"
)

// TestProtocolsCoverReaders: every protocol name a rule of this package
// selects on is listed by Protocols, so that `rung triage` accepts it.
func TestProtocolsCoverReaders(t *testing.T) {
	if !slices.IsSorted(protocolNames[:]) {
		t.Fatalf("protocolNames is not sorted: %v", protocolNames)
	}
	var read []string
	for name := range chains {
		if name != "" {
			read = append(read, name)
		}
	}
	read = append(read, replyCodeNames3[:]...)
	read = append(read, replyCodeNames4[:]...)
	read = append(read, replyCodeNames5[:]...)
	// Names read by single rules: exec (sniff.go), redis (filedata.go),
	// dns (dnsrcode.go), amqp (amqp.go), mqtt (mqtt.go).
	read = append(read, "exec", "redis", "dns", "amqp", "mqtt")
	for _, name := range read {
		if !KnownProtocol(name) {
			t.Errorf("protocol %q is read by a rule but not listed by Protocols", name)
		}
	}
	for _, name := range []string{" HTTP ", "Smtp", "exec"} {
		if !KnownProtocol(name) {
			t.Errorf("KnownProtocol(%q) = false, want true (case and space do not matter)", name)
		}
	}
	for _, name := range []string{"", "htpp", "mysql", "http2"} {
		if KnownProtocol(name) {
			t.Errorf("KnownProtocol(%q) = true, want false", name)
		}
	}
	p := Protocols()
	p[0] = "changed"
	if Protocols()[0] == "changed" {
		t.Error("Protocols returns the package's own array: a caller can change it")
	}
}
