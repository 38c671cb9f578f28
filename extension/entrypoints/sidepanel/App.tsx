export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16 }}>
      <h1 style={{ fontSize: 16 }}>Job Application Assistant</h1>
      <p>Open a job on the networking site to see its contact here.</p>
    </main>
  );
}
