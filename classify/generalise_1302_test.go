package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at b82f6757: 19/28 overall, 2/10 tricky.
func TestIndependentCases1302(t *testing.T) {
	runIndependent(t, "testdata/independent1302.jsonl", false)
}

// TestGeneralise1302PingResp: paho.mqtt.golang's keep-alive lapse, the
// client's side of MQTT 5 0x8D, reads transient (brokerwords.go
// realtimeWords); near misses keep their kinds.
func TestGeneralise1302PingResp(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "paho.mqtt.golang ConnectionLostHandler", msg: "pingresp not received, disconnecting", want: rung.KindTransient},
		{name: "wrapped by a tool", msg: "mqtt connection lost: pingresp not received, disconnecting", want: rung.KindTransient},
		{name: "capitalised", msg: "MQTT: PINGRESP not received, disconnecting (client w1302-ctl-7)", want: rung.KindTransient},
		// Near misses keep their kinds.
		{name: "session taken over stays premise", msg: "Disconnected: Session taken over", want: rung.KindPremise},
		{name: "not Authorized stays denied", msg: "not Authorized", want: rung.KindDenied},
		{name: "identifier rejected stays invalid", msg: "identifier rejected", want: rung.KindInvalid},
	})
}
