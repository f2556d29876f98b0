/** Shown when the app cannot start (the server's /app-config.json is unreachable). */
export function StartupError() {
  return (
    <main className="container narrow state-panel" role="alert">
      <h1>HobbyHub could not start</h1>
      <p>The server did not answer. Check your connection and reload the page.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
