import { PostPage } from '../../features/feed/components/post-page';

export default PostPage;
