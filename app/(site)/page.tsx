export default function HomePage() {
  return <main>ارزیاب</main>;
}
