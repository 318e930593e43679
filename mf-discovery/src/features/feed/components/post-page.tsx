import { PageLoader } from '@cerca/remote-kit';
import { useParams } from '@cerca/router';
import { PostDetail } from './post-detail';
import { useViewer } from './use-viewer';
import './feed.css';
import '../texts';

/** /post/:postId, the share link: the same detail as the modal, as a page. */
export function PostPage() {
  const { postId = '' } = useParams();
  const viewer = useViewer();
  if (!viewer.ready) return <PageLoader />;
  return (
    <div className="mf-page mf-post-page" data-testid="post-page">
      <PostDetail postId={postId} userId={viewer.userId} />
    </div>
  );
}
