import { lazy } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

const AdminPage = lazy(() => import('./routes/admin'));

/** The routes this remote owns (DESIGN §2); any other path belongs to another remote or the shell. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin" element={<AdminPage />} />
        <Route path="*" element={null} />
      </Routes>
    </BrowserRouter>
  );
}
