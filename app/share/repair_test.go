package share

import (
	"net/url"
	"strings"
	"testing"
)

// Every address the browser can give reads as a URL once repaired, and a
// sound one is left as it is.
func TestRepairURL(t *testing.T) {
	for href, want := range map[string]string{
		"http://h/#g=ZA&m=1":          "",
		"http://h/#g=%41%e2%99%A6":    "",
		"http://h/#g=%%%":             "http://h/#g=%25%25%25",
		"http://h/#%":                 "http://h/#%25",
		"http://h/#g=ajRsI1%":         "http://h/#g=ajRsI1%25",
		"http://h/#g=ajRsI1%4":        "http://h/#g=ajRsI1%254",
		"http://h/#m=%E0%A4%A":        "http://h/#m=%E0%A4%25A",
		"http://h/embed?x=%zz#g=%%ZA": "http://h/embed?x=%25zz#g=%25%25ZA",
		"http://h/%zz/":               "http://h/%25zz/",
	} {
		got, changed := RepairURL(href)
		if want == "" {
			want = href
		}
		if got != want || changed != (got != href) {
			t.Errorf("RepairURL(%q) = %q, %v; want %q", href, got, changed, want)
		}
		if _, err := url.Parse(got); err != nil {
			t.Errorf("RepairURL(%q) = %q, which does not parse: %v", href, got, err)
		}
	}
	// What is not a '%' that url.Parse rejects goes with the query and the
	// fragment.
	if got, _ := RepairURL("http://h/a?q=\x7f#g=ZA"); got != "http://h/a" {
		t.Errorf("a control character in the query: %q", got)
	}
	if got, _ := RepairURL("http://h:8080/a\x7f?q=1#g=ZA"); got != "http://h:8080/" {
		t.Errorf("a control character in the path: %q", got)
	}
}

// The damage stays visible to the link's reader: the fragment of a
// repaired address is read as a damaged link.
func TestRepairedLinkSaysDamaged(t *testing.T) {
	for _, href := range []string{"http://h/#g=%%%", "http://h/#g=ajRsI1%", "http://h/#%", "http://h/#m=%E0%A4%A"} {
		fixed, _ := RepairURL(href)
		u, _ := url.Parse(fixed)
		_, err := Parse(u.Fragment)
		if err == nil || !strings.Contains(err.Error(), "it is damaged or cut off") {
			t.Errorf("%s: %v", href, err)
		}
	}
}
