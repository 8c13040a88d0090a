package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 59d0fc0d: 32/33 overall, 15/16 tricky.
func TestIndependentCases890(t *testing.T) {
	runIndependent(t, "testdata/independent890.jsonl", true)
}

// TestGeneralise890 holds the class behind set 890's one miss: a refusal
// because another instance of the same client holds the single session the
// service allows (statemachine.go otherInstanceHolds): premise, whatever
// the status says; locks and work in progress keep their wait.
func TestGeneralise890(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"telegram python-telegram-bot Conflict", "", 0, "", "telegram.error.Conflict: Conflict: terminated by other getUpdates request; make sure that only one bot instance is running", rung.KindPremise},
		{"telegram aiogram TelegramConflictError", "", 0, "", "aiogram.exceptions.TelegramConflictError: Telegram server says - Conflict: terminated by other getUpdates request; make sure that only one bot instance is running", rung.KindPremise},
		{"telegram node-telegram-bot-api ETELEGRAM", "", 0, "", "ETELEGRAM: 409 Conflict: terminated by other getUpdates request; make sure that only one bot instance is running", rung.KindPremise},
		{"telegram http 409 long polling", "http", 409, "409", `{"ok":false,"error_code":409,"description":"Conflict: terminated by other long poll or webhook"}`, rung.KindPremise},
		{"kafka ProducerFencedException", "", 0, "", "org.apache.kafka.common.errors.ProducerFencedException: There is a newer producer with the same transactionalId which fences the current one.", rung.KindPremise},
		{"kafka FencedInstanceIdException", "", 0, "", "org.apache.kafka.common.errors.FencedInstanceIdException: The broker rejected this static consumer since another consumer with the same group.instance.id has registered with a different member.id.", rung.KindPremise},
		{"librdkafka RD_KAFKA_RESP_ERR__FENCED", "", 0, "", "Local: This instance has been fenced by a newer instance", rung.KindPremise},
		// Near misses: another actor or a 409 whose wait ends by itself, or
		// an existing object.
		{"near: azure AnotherOperationInProgress", "http", 409, "AnotherOperationInProgress", "Another operation on this or dependent resource is in progress.", rung.KindTransient},
		{"near: redis BUSY running a script", "", 0, "", "BUSY Redis is busy running a script. You can only call SCRIPT KILL or SHUTDOWN NOSCRIPT.", rung.KindTransient},
		{"near: github reference already exists", "http", 422, "", `{"message":"Reference already exists","documentation_url":"https://docs.github.com/rest/git/refs#create-a-reference"}`, rung.KindConflict},
		{"near: telegram message is not modified", "http", 400, "400", `{"ok":false,"error_code":400,"description":"Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message"}`, rung.KindConflict},
	})
}
