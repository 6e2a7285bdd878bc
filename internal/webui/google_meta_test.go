package webui

import (
	"strings"
	"testing"
	"testing/fstest"
)

// The sign-in dialog offers 'Continue with Google' only when the page says Google is on,
// which is the server's configuration (GOOGLE_CLIENT_ID), filled in at start-up.
func TestGoogleSignInMetaFollowsTheConfiguration(t *testing.T) {
	const meta = `<meta name="lexa:google-sign-in" content="{{lexa:GOOGLE_SIGN_IN}}"/>`
	for on, want := range map[bool]string{true: `content="on"`, false: `content="off"`} {
		fsys := fixture()
		for _, name := range []string{"index.html", "__spa-fallback.html"} {
			html := strings.Replace(string(fsys[name].Data), "<head>", "<head>"+meta, 1)
			fsys[name] = &fstest.MapFile{Data: []byte(html)}
		}
		brand := testBrand
		brand.GoogleSignIn = on
		s, err := New(fsys, brand)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"/", "/dashboard"} {
			b := body(t, get(s, "GET", path))
			if !strings.Contains(b, `<meta name="lexa:google-sign-in" `+want+`/>`) {
				t.Errorf("Google configured = %v: %s lacks %s", on, path, want)
			}
		}
	}
}
