package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases606 runs held-out set 606: Go HTTP frameworks' own error answers (chi, gin, echo, fiber, net/http) seen through a net/http client, captured live, labelled blind.
// First run at 736b066: 27/31 overall, 9/13 tricky.
func TestIndependentCases606(t *testing.T) {
	runIndependent(t, "testdata/independent606.jsonl", true)
}

// TestGeneralise606 checks two classes behind a framework's blanket status:
// a validation library's field refusal answered 500 (requestsyntax.go), and
// a lower layer's transient failure relayed under 400 or 422
// (relayedlower.go), with near misses.
func TestGeneralise606(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// A validator's refusal of a request field, unmapped to 500.
		{"spring bean validation 500", "http", 500, "", `POST http://localhost:8080/orders: 500 Internal Server Error: {"timestamp":"2026-05-02T10:11:12.000+00:00","status":500,"error":"Internal Server Error","message":"jakarta.validation.ConstraintViolationException: createOrder.request.quantity: must be greater than 0","path":"/orders"}`, rung.KindInvalid},
		{"mongoose via express 500", "http", 500, "", "POST http://localhost:3000/users: 500 Internal Server Error: ValidationError: User validation failed: email: Path `email` is required.", rung.KindInvalid},
		{"joi via express 500", "http", 500, "", `POST http://localhost:3000/api/signup: 500 Internal Server Error: ValidationError: "password" length must be at least 8 characters long`, rung.KindInvalid},
		{"marshmallow via flask 500", "http", 500, "", `POST http://127.0.0.1:5000/pets: 500 INTERNAL SERVER ERROR: marshmallow.exceptions.ValidationError: {'age': ['Not a valid integer.']}`, rung.KindInvalid},
		// A lower layer's transient failure relayed under 400/422.
		{"go-sql-driver/mysql deadlock 400", "http", 400, "", `{"error":"Error 1213 (40001): Deadlock found when trying to get lock; try restarting transaction"}`, rung.KindTransient},
		{"go-sql-driver/mysql lock wait 400", "http", 400, "", `{"error":"Error 1205 (HY000): Lock wait timeout exceeded; try restarting transaction"}`, rung.KindTransient},
		{"pgx serialization failure 400", "http", 400, "", `{"error":"ERROR: could not serialize access due to concurrent update (SQLSTATE 40001)"}`, rung.KindTransient},
		{"pgx deadlock 422", "http", 422, "", `{"message":"ERROR: deadlock detected (SQLSTATE 40P01)"}`, rung.KindTransient},
		{"python sqlite3 via flask 400", "http", 400, "", `{"error": "sqlite3.OperationalError: database is locked"}`, rung.KindTransient},
		{"go client timeout relayed 400", "http", 400, "", `{"error":"Post \"https://payments.internal/v1/charges\": net/http: request canceled (Client.Timeout exceeded while awaiting headers)"}`, rung.KindTransient},
		// Near misses: a setting named like the failure, a validator's
		// words under a GET (the server validated its own data), and
		// Hibernate's database ConstraintViolationException keep their
		// readings.
		{"postgres deadlock_timeout setting", "http", 400, "", `{"error":"ERROR: invalid value for parameter \"deadlock_timeout\": \"-5\" (SQLSTATE 22023)"}`, rung.KindInvalid},
		{"validator under GET 500", "http", 500, "", `GET http://127.0.0.1:8080/reports/r-9: 500 Internal Server Error: Key: 'Report.Owner' Error:Field validation for 'Owner' failed on the 'required' tag`, rung.KindTransient},
		{"hibernate unique 500", "http", 500, "", `{"status":500,"error":"Internal Server Error","message":"could not execute statement; SQL [n/a]; constraint [uk_users_email]; nested exception is org.hibernate.exception.ConstraintViolationException: could not execute statement: duplicate key value violates unique constraint \"uk_users_email\""}`, rung.KindConflict},
		{"database is locked under 423", "http", 423, "", `{"error":"database is locked"}`, rung.KindTransient},
	})
}
