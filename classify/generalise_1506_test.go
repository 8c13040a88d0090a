package classify

import "testing"

// First run at 77caf3d6: 31/36 overall, 14/19 tricky.
// Tolerated: i1506-wp-comment-exists: conflict vs invalid (ruling): set 605's <thing>_exists code reads conflict (existscode.go) and set 1271 labels WordPress's rest_post_exists "Cannot create existing post." conflict; WordPress returns it for any create that carries an id, without looking the object up.
// Tolerated: i1506-wc-order-exists: conflict vs invalid (ruling): the same <thing>_exists ruling; WooCommerce's woocommerce_rest_<type>_exists "Cannot create existing shop_order." is likewise returned for any create carrying an id (class-wc-rest-crud-controller.php create_item).
func TestIndependentCases1506(t *testing.T) {
	runIndependent(t, "testdata/independent1506.jsonl", true, "i1506-wp-comment-exists", "i1506-wc-order-exists")
}

// TestGeneralise1506WordPressMissingID holds WordPress REST's code for an
// id with no object behind it (rest_<type>_invalid_id in core's posts,
// revisions, users and comments controllers; WooCommerce's
// woocommerce_rest_<type>_invalid_id in class-wc-rest-crud-controller.php,
// served under 404 on a read and 400 on an update): premise under any 4xx,
// as the 404 reads. Codes of the family that name a malformed value, and a
// bare invalid_id elsewhere, keep their reading (existscode.go
// missingIDCode).
func TestGeneralise1506WordPressMissingID(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"wc update missing product", "http", 400, "woocommerce_rest_product_invalid_id", `{"code":"woocommerce_rest_product_invalid_id","message":"Invalid ID.","data":{"status":400}}`, premise},
		{"wc update missing coupon, code in body only", "http", 400, "", `{"code":"woocommerce_rest_shop_coupon_invalid_id","message":"Invalid ID.","data":{"status":400}}`, premise},
		{"wp user id under 400", "http", 400, "rest_user_invalid_id", `{"code":"rest_user_invalid_id","message":"Invalid user ID.","data":{"status":400}}`, premise},
		{"wc order note 404", "http", 404, "woocommerce_rest_order_invalid_id", `{"code":"woocommerce_rest_order_invalid_id","message":"Invalid order ID.","data":{"status":404}}`, premise},
		{"wp-api v1 json_ prefix", "http", 400, "", `{"code":"json_post_invalid_id","message":"Invalid post ID.","data":{"status":400}}`, premise},
		{"near: invalid param", "http", 400, "rest_invalid_param", `{"code":"rest_invalid_param","message":"Invalid parameter(s): id","data":{"status":400,"params":{"id":"id is not of type integer."}}}`, invalid},
		{"near: page number", "http", 400, "rest_post_invalid_page_number", `{"code":"rest_post_invalid_page_number","message":"The page number requested is larger than the number of pages available.","data":{"status":400}}`, invalid},
		{"near: bare invalid_id elsewhere", "http", 400, "invalid_id", `{"code":"invalid_id","message":"The id must be a UUID."}`, invalid},
	})
}

// TestGeneralise1506RemovalRefusedForRole holds a 403 that refuses a
// delete for the role the object plays, not for the caller's rights:
// Contentful's DefaultLocaleNotDeletable "Cannot delete a default locale"
// and FallbackLocaleNotDeletable "Cannot delete locale which is fallback
// of another one" (contentful-management.php recordings), IAM's "Cannot
// delete the default version of a policy": premise, another object must
// take the role or stop relying on it first (httppreset.go 403 with
// appwords.go removalRefusedInUse; dependents.go roleForAnother). A
// refusal that names the caller's rights stays denied.
func TestGeneralise1506RemovalRefusedForRole(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"contentful default locale", "http", 403, "DefaultLocaleNotDeletable", `{"requestId":"x","message":"Cannot delete a default locale","sys":{"type":"Error","id":"DefaultLocaleNotDeletable"}}`, premise},
		{"contentful fallback locale", "http", 403, "", `{"message":"Cannot delete locale which is fallback of another one","sys":{"type":"Error","id":"FallbackLocaleNotDeletable"}}`, premise},
		{"iam default policy version", "http", 403, "", `{"message":"Cannot delete the default version of a policy."}`, premise},
		{"parent of another, 409", "http", 409, "", `{"error":"Cannot remove tag which is the parent of another tag"}`, premise},
		{"near: owned by another user", "http", 403, "", `{"message":"Cannot delete a post which is owned by another user"}`, denied},
		{"near: permission on the default", "http", 403, "", `{"message":"Permission denied: you cannot delete the default workspace"}`, denied},
		{"near: wordpress not allowed", "http", 403, "rest_cannot_delete", `{"code":"rest_cannot_delete","message":"Sorry, you are not allowed to delete this post.","data":{"status":403}}`, denied},
		{"near: contentful access denied", "http", 403, "AccessDenied", `{"message":"Forbidden","sys":{"type":"Error","id":"AccessDenied"}}`, denied},
	})
}
